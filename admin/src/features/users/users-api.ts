import {
  bulkDeleteUsers,
  bulkToggleAdmin,
  changeUserPlan,
  deleteAdminUser,
  listAdminUsers,
  updateAdminUser,
} from '@thriftz/client/generated/admin/admin';
import type { AdminUser, GrantablePlanSlug, ListAdminUsersParams, ListAdminUsersRole } from '@thriftz/client/generated/model';

export type { AdminUser, GrantablePlanSlug };
export type UserRoleFilter = ListAdminUsersRole;

export const USER_ROLE_FILTERS: readonly UserRoleFilter[] = ['all', 'admins', 'users'];

/** Limits of the contract: pageSize <= 100, a bulk body holds 1 to 100 ids, q <= 100 chars. */
export const MAX_PAGE_SIZE = 100;
export const MAX_IDS_PER_CALL = 100;
const MAX_QUERY_LENGTH = 100;

export interface UserListFilter {
  q?: unknown;
  role?: unknown;
}

export function isUserRoleFilter(value: unknown): value is UserRoleFilter {
  return typeof value === 'string' && (USER_ROLE_FILTERS as readonly string[]).includes(value);
}

/** Turns react-admin's loose filter and pagination into the API's query parameters. */
export function toListParams(
  filter: UserListFilter | undefined,
  page: number | undefined,
  perPage: number | undefined,
): ListAdminUsersParams {
  const params: ListAdminUsersParams = {
    page: Math.max(1, Math.trunc(page ?? 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(perPage ?? 25))),
  };
  const q = typeof filter?.q === 'string' ? filter.q.trim().slice(0, MAX_QUERY_LENGTH) : '';
  if (q) params.q = q;
  if (isUserRoleFilter(filter?.role) && filter.role !== 'all') params.role = filter.role;
  return params;
}

export async function fetchUsers(
  params: ListAdminUsersParams,
  signal?: AbortSignal,
): Promise<{ users: AdminUser[]; total: number }> {
  const page = await listAdminUsers(params, signal ? { signal } : undefined);
  return { users: page.items, total: page.total };
}

export function setAdmin(id: string, isAdmin: boolean): Promise<AdminUser> {
  return updateAdminUser(id, { isAdmin });
}

export function deleteUser(id: string): Promise<void> {
  return deleteAdminUser(id);
}

/**
 * The API takes at most 100 ids per call. A selection can outgrow that when it spans pages: it is
 * then sent in consecutive batches (each batch is one transaction on the server).
 */
function batches(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) out.push(ids.slice(i, i + MAX_IDS_PER_CALL));
  return out;
}

export async function deleteUsers(ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const batch of batches(ids)) deleted += (await bulkDeleteUsers({ ids: batch })).deleted;
  return deleted;
}

export async function toggleAdmins(ids: readonly string[]): Promise<AdminUser[]> {
  const updated: AdminUser[] = [];
  for (const batch of batches(ids)) updated.push(...(await bulkToggleAdmin({ ids: batch })).items);
  return updated;
}

/** The spec's bulk tier change: basic, mid or pro, for 30 days. */
export const PLAN_CHANGE_DAYS = 30;

export interface PlanChangeOutcome {
  changed: string[];
  failed: { id: string; error: unknown }[];
}

/**
 * One documented POST /api/admin-subscription/change-plan per user (the contract takes one user a
 * call), one after another so a large selection does not flood the server. A failure does not stop
 * the others: each user's outcome is reported.
 */
export async function changePlans(ids: readonly string[], planSlug: GrantablePlanSlug): Promise<PlanChangeOutcome> {
  const outcome: PlanChangeOutcome = { changed: [], failed: [] };
  for (const id of ids) {
    try {
      await changeUserPlan({ userId: id, planSlug, duration: PLAN_CHANGE_DAYS });
      outcome.changed.push(id);
    } catch (error) {
      outcome.failed.push({ id, error });
    }
  }
  return outcome;
}
