import {
  dismissReport,
  hideReportedListing,
  liftSuspension,
  listModerationReports,
  listSuspensions,
  suspendReportedUser,
} from '@thriftz/client/generated/moderation/moderation';
import type {
  ListModerationReportsStatus,
  ModerationOutcome,
  ModerationReport,
  ReportItemType,
  Suspension,
} from '@thriftz/client/generated/model';
import { choicesOf } from '../../ui/list-filters';

export type { ModerationOutcome };
/** react-admin's records carry `id`; the API's carry `_id`. */
export type ReportRecord = ModerationReport & { id: string };
export type SuspensionRecord = Suspension & { id: string };
export type ReportStatusFilter = ListModerationReportsStatus;

export const REPORT_STATUS_CHOICES = choicesOf<ReportStatusFilter>({ open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed', all: 'All' });
export const ITEM_TYPE_CHOICES = choicesOf<ReportItemType>({ listing: 'Listings', request: 'Requests', user: 'Users', review: 'Reviews' });
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const;

const isOneOf = <T extends string>(choices: { id: T }[], value: unknown): value is T => choices.some((c) => c.id === value);

export async function fetchReports(
  filter: { status?: unknown; itemType?: unknown } | undefined,
  page: { page: number; pageSize: number },
  signal?: AbortSignal,
) {
  const status = filter?.status;
  const itemType = filter?.itemType;
  const result = await listModerationReports(
    {
      ...page,
      status: isOneOf(REPORT_STATUS_CHOICES, status) ? status : 'open',
      ...(isOneOf(ITEM_TYPE_CHOICES, itemType) ? { itemType } : {}),
    },
    signal ? { signal } : undefined,
  );
  return { data: result.items.map((r): ReportRecord => ({ ...r, id: r._id })), total: result.total };
}

export async function fetchSuspensions(filter: { status?: unknown } | undefined, page: { page: number; pageSize: number }, signal?: AbortSignal) {
  const status = filter?.status === 'all' ? 'all' : 'active';
  const result = await listSuspensions({ ...page, status }, signal ? { signal } : undefined);
  return { data: result.items.map((s): SuspensionRecord => ({ ...s, id: s._id })), total: result.total };
}

export const dismiss = (id: string, note: string) => dismissReport(id, note.trim() ? { note: note.trim() } : {});
export const hideListing = (id: string, reason: string) => hideReportedListing(id, { reason: reason.trim() });
export const suspendUser = (id: string, reason: string, days: number) => suspendReportedUser(id, { reason: reason.trim(), days });
export const lift = (id: string) => liftSuspension(id);
