import { createAdContent, deleteAdContent, listAdContent, updateAdContent, updateAdContentStatus } from '@thriftz/client/generated/ads/ads';
import type { AdContent, AdContentChange, AdContentInput } from '@thriftz/client/generated/model';
import { asResult, completeProvider, deleteWith, listFrom } from '../../lib/resource-provider';
import { pick, searchText, withId } from '../../lib/underscore-id';

export const ADS_RESOURCE = 'ads';

export type AdRecord = AdContent & { id: string };

const STATUSES = ['all', 'active', 'inactive'] as const;

/** The form's fields, and nothing react-admin may have added (id, _id, timestamps). */
function formFields(data: Record<string, unknown>): AdContentChange {
  const keys = ['title', 'description', 'type', 'position', 'isActive', 'startDate', 'endDate', 'imageUrl', 'linkUrl'] as const;
  return Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]])) as AdContentChange;
}

/**
 * The documented /api/ads/* calls: list, create, edit, delete; an update of `isActive` alone is the
 * documented status call (PATCH /api/ads/content/{id}/status).
 */
export const adsDataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(listAdContent, (filter) => ({
    status: pick(filter.status, STATUSES),
    position: searchText(filter.position, 50),
  }), withId),

  async create(_resource, params) {
    return asResult({ data: withId(await createAdContent(formFields(params.data ?? {}) as AdContentInput)) });
  },

  async update(_resource, params) {
    const data = (params.data ?? {}) as Record<string, unknown>;
    const id = String(params.id);
    const keys = Object.keys(data).filter((key) => key !== 'id');
    if (keys.length === 1 && typeof data.isActive === 'boolean') {
      return asResult({ data: withId(await updateAdContentStatus(id, { isActive: data.isActive })) });
    }
    return asResult({ data: withId(await updateAdContent(id, formFields(data))) });
  },

  delete: deleteWith(deleteAdContent),
});
