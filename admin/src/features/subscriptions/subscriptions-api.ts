import { listUserSubscriptions, updateUserSubscription } from '@thriftz/client/generated/admin/admin';
import type {
  ListUserSubscriptionsParams,
  UserSubscription,
  UserSubscriptionStatus,
  UserSubscriptionStatusFilter,
} from '@thriftz/client/generated/model';

export type { UserSubscription, UserSubscriptionStatus };

export const STATUS_CHOICES: { id: UserSubscriptionStatus; name: string }[] = [
  { id: 'active', name: 'Active' },
  { id: 'expired', name: 'Expired' },
  { id: 'cancelled', name: 'Cancelled' },
  { id: 'pending', name: 'Pending' },
];

export const statusLabel = (status: string) => STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;

const isStatus = (value: unknown): value is UserSubscriptionStatus => STATUS_CHOICES.some((c) => c.id === value);

/** react-admin's loose filter as the API's query parameters (q at most 100 characters). */
export function toListParams(filter: { q?: unknown; status?: unknown } | undefined, page: number, pageSize: number): ListUserSubscriptionsParams {
  const params: ListUserSubscriptionsParams = { page, pageSize };
  const q = typeof filter?.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) params.q = q;
  if (isStatus(filter?.status)) params.status = filter.status as UserSubscriptionStatusFilter;
  return params;
}

export const fetchSubscriptions = (params: ListUserSubscriptionsParams, signal?: AbortSignal) =>
  listUserSubscriptions(params, signal ? { signal } : undefined);

export function setSubscriptionStatus(id: string, status: unknown): Promise<UserSubscription> {
  if (!isStatus(status)) return Promise.reject(new Error('dataProvider.update for "subscriptions" only changes status.'));
  return updateUserSubscription(id, { status });
}
