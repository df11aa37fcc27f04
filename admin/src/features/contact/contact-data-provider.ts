import { listContactSubmissions, updateContactSubmissionStatus } from '@thriftz/client/generated/admin/admin';
import type { ContactPriority, ContactStatus, ContactSubmission } from '@thriftz/client/generated/model';
import { asResult, completeProvider, listFrom } from '../../lib/resource-provider';
import { pick, searchAndPick, withId } from '../../lib/underscore-id';

export const CONTACT_RESOURCE = 'contact';

export type ContactRecord = ContactSubmission & { id: string };

export const CONTACT_STATUSES: readonly ContactStatus[] = ['new', 'in_progress', 'replied', 'resolved', 'closed'];
export const CONTACT_PRIORITIES: readonly ContactPriority[] = ['urgent', 'high', 'medium', 'low'];

/** The documented /api/contact/* admin calls behind react-admin's list and update (status and notes). */
export const contactDataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(listContactSubmissions, (filter) => searchAndPick(filter, { status: CONTACT_STATUSES, priority: CONTACT_PRIORITIES }), withId),

  async update(_resource, params) {
    const data = (params.data ?? {}) as { status?: unknown; adminNotes?: unknown };
    const status = pick(data.status, CONTACT_STATUSES);
    if (!status) throw new Error('dataProvider.update for "contact" needs a contact status.');
    const adminNotes = typeof data.adminNotes === 'string' ? data.adminNotes : undefined;
    return asResult({ data: withId(await updateContactSubmissionStatus(String(params.id), { status, adminNotes })) });
  },
});
