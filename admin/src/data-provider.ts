import type { DataProvider, Identifier } from 'react-admin';
import {
  deleteUser,
  deleteUsers,
  fetchUsers,
  setAdmin,
  toListParams,
  toggleAdmins,
  type AdminUser,
} from './features/users/users-api';

export const USERS_RESOURCE = 'users';

export interface BulkToggleAdminParams {
  ids: Identifier[];
}

/** react-admin's data provider plus the one call react-admin has no verb for. */
export interface ThriftzDataProvider extends DataProvider {
  /** Flips the admin flag of every selected user. */
  bulkToggleAdmin(resource: string, params: BulkToggleAdminParams): Promise<{ data: AdminUser[] }>;
}

function assertUsers(resource: string, method: string): void {
  if (resource !== USERS_RESOURCE) {
    throw new Error(`Unknown resource "${resource}" (dataProvider.${method}): only "users" exists so far.`);
  }
}

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(
    new Error(`dataProvider.${method} is not supported for "${resource}": the Thriftz API has no such call.`),
  );
}

/**
 * react-admin types each method as generic in the record type while every record here is an
 * AdminUser; this is the one place where the API's precise types meet react-admin's generic ones.
 */
function asResult<T>(value: unknown): T {
  return value as T;
}

const toIds = (ids: readonly Identifier[]): string[] => ids.map(String);

/**
 * A small typed dataProvider over the generated API client (no ra-data-simple-rest: the API
 * takes page/pageSize/q/role, not react-admin's JSON filter/range/sort parameters).
 * Sorting is ignored: the API always lists users newest first.
 */
export const dataProvider: ThriftzDataProvider = {
  supportAbortSignal: true,

  async getList(resource, params) {
    assertUsers(resource, 'getList');
    const query = toListParams(params.filter, params.pagination?.page, params.pagination?.perPage);
    const { users, total } = await fetchUsers(query, params.signal);
    return asResult({ data: users, total });
  },

  async update(resource, params) {
    assertUsers(resource, 'update');
    const isAdmin: unknown = params.data?.isAdmin;
    const extra = Object.keys(params.data ?? {}).filter((key) => key !== 'isAdmin' && key !== 'id');
    if (typeof isAdmin !== 'boolean' || extra.length > 0) {
      throw new Error('dataProvider.update for "users" only changes isAdmin (a boolean).');
    }
    return asResult({ data: await setAdmin(String(params.id), isAdmin) });
  },

  async delete(resource, params) {
    assertUsers(resource, 'delete');
    await deleteUser(String(params.id));
    return asResult({ data: params.previousData ?? { id: params.id } });
  },

  async deleteMany(resource, params) {
    assertUsers(resource, 'deleteMany');
    if (params.ids.length === 0) return { data: [] };
    await deleteUsers(toIds(params.ids));
    return { data: params.ids };
  },

  async bulkToggleAdmin(resource, params) {
    assertUsers(resource, 'bulkToggleAdmin');
    if (params.ids.length === 0) return { data: [] };
    return { data: await toggleAdmins(toIds(params.ids)) };
  },

  getOne: (resource) => unsupported('getOne', resource),
  getMany: (resource) => unsupported('getMany', resource),
  getManyReference: (resource) => unsupported('getManyReference', resource),
  create: (resource) => unsupported('create', resource),
  updateMany: (resource) => unsupported('updateMany', resource),
};
