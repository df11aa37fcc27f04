import type { DataProvider, Identifier } from 'react-admin';
import { asResult, completeProvider } from '../../lib/resource-provider';
import {
  changePlans,
  deleteUser,
  deleteUsers,
  fetchUsers,
  setAdmin,
  toListParams,
  toggleAdmins,
  type AdminUser,
  type GrantablePlanSlug,
  type PlanChangeOutcome,
} from './users-api';

export const USERS_RESOURCE = 'users';

export interface BulkToggleAdminParams {
  ids: Identifier[];
}

export interface BulkChangePlanParams {
  ids: Identifier[];
  planSlug: GrantablePlanSlug;
}

const toIds = (ids: readonly Identifier[]): string[] => ids.map(String);

/**
 * Users over the generated client (no ra-data-simple-rest: the API takes page/pageSize/q/role,
 * not react-admin's JSON filter/range/sort parameters). Sorting is ignored: the API always lists
 * users newest first.
 */
export const usersDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const query = toListParams(params.filter, params.pagination?.page, params.pagination?.perPage);
    const { users, total } = await fetchUsers(query, params.signal);
    return asResult({ data: users, total });
  },

  async update(_resource, params) {
    const isAdmin: unknown = params.data?.isAdmin;
    const extra = Object.keys(params.data ?? {}).filter((key) => key !== 'isAdmin' && key !== 'id');
    if (typeof isAdmin !== 'boolean' || extra.length > 0) {
      throw new Error('dataProvider.update for "users" only changes isAdmin (a boolean).');
    }
    return asResult({ data: await setAdmin(String(params.id), isAdmin) });
  },

  async delete(_resource, params) {
    await deleteUser(String(params.id));
    return asResult({ data: params.previousData ?? { id: params.id } });
  },

  async deleteMany(_resource, params) {
    if (params.ids.length === 0) return { data: [] };
    await deleteUsers(toIds(params.ids));
    return { data: params.ids };
  },

  /** Flips the admin flag of every selected user (react-admin has no verb for it). */
  async bulkToggleAdmin(_resource: string, params: BulkToggleAdminParams): Promise<{ data: AdminUser[] }> {
    if (params.ids.length === 0) return { data: [] };
    return { data: await toggleAdmins(toIds(params.ids)) };
  },

  /** Gives every selected user the plan for 30 days; reports who was changed and who was not. */
  async bulkChangePlan(_resource: string, params: BulkChangePlanParams): Promise<{ data: PlanChangeOutcome }> {
    return { data: await changePlans(toIds(params.ids), params.planSlug) };
  },
});

/** The provider as the users panel sees it: react-admin's methods plus bulkToggleAdmin and bulkChangePlan. */
export type UsersDataProvider = DataProvider & {
  bulkToggleAdmin(resource: string, params: BulkToggleAdminParams): Promise<{ data: AdminUser[] }>;
  bulkChangePlan(resource: string, params: BulkChangePlanParams): Promise<{ data: PlanChangeOutcome }>;
};
