import type { DataProvider, DeleteParams, DeleteResult, GetListParams, GetListResult, RaRecord, UpdateParams, UpdateResult } from 'react-admin';

/**
 * One resource's data provider. Every panel writes its own over the generated client and lists it
 * in data-provider.ts; the methods a panel has no call for answer with a clear error.
 */
export type ResourceProvider = Partial<DataProvider> & Record<string, unknown>;

export function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(
    new Error(`dataProvider.${method} is not supported for "${resource}": the Thriftz API has no such call.`),
  );
}

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** Fills in the react-admin methods a resource does not implement with `unsupported`. */
export function completeProvider(provider: ResourceProvider): DataProvider {
  const complete: Record<string, unknown> = { ...provider };
  for (const method of METHODS) {
    complete[method] ??= (resource: string) => unsupported(method, resource);
  }
  return complete as unknown as DataProvider;
}

/**
 * react-admin types each method as generic in the record type while each resource's records have
 * the API's precise types; this is the one place where the two meet.
 */
export function asResult<T>(value: unknown): T {
  return value as T;
}

/** react-admin's page and perPage turned into the API's page and pageSize (at most 100). */
export function toPage(pagination: { page?: number; perPage?: number } | undefined, fallbackSize = 25) {
  return {
    page: Math.max(1, Math.trunc(pagination?.page ?? 1)),
    pageSize: Math.min(100, Math.max(1, Math.trunc(pagination?.perPage ?? fallbackSize))),
  };
}

type Filter = Record<string, unknown>;
type Page = ReturnType<typeof toPage>;

/** The request options that carry react-admin's abort signal, when it gave one. */
export const signalOf = (params: { signal?: AbortSignal }): RequestInit | undefined =>
  params.signal ? { signal: params.signal } : undefined;

/**
 * getList over an API list call that answers `{ items, total }`: page and pageSize, then the
 * filter's part of the query; each item becomes a record (records that already have `id` stay as they are).
 */
export function listFrom<Q extends object, Item>(
  load: (query: Page & Q, options?: RequestInit) => Promise<{ items: Item[]; total: number }>,
  toQuery: (filter: Filter) => Q,
  toRecord: (item: Item) => unknown = (item) => item,
) {
  return async <R extends RaRecord>(_resource: string, params: GetListParams): Promise<GetListResult<R>> => {
    const page = await load({ ...toPage(params.pagination), ...toQuery((params.filter ?? {}) as Filter) }, signalOf(params));
    return asResult<GetListResult<R>>({ data: page.items.map(toRecord), total: page.total });
  };
}

/** update that only flips `isActive`, through the API's status call; any other change is refused. */
export function activeUpdate<Item>(resource: string, setStatus: (id: string, body: { isActive: boolean }) => Promise<Item>, toRecord: (item: Item) => unknown = (item) => item) {
  return async <R extends RaRecord>(_resource: string, params: UpdateParams): Promise<UpdateResult<R>> => {
    const isActive: unknown = params.data?.isActive;
    if (typeof isActive !== 'boolean') throw new Error(`dataProvider.update for "${resource}" only changes isActive.`);
    return asResult<UpdateResult<R>>({ data: toRecord(await setStatus(String(params.id), { isActive })) });
  };
}

/** delete through the API's delete call; react-admin keeps the record it had. */
export function deleteWith(remove: (id: string) => Promise<unknown>) {
  return async <R extends RaRecord>(_resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> => {
    await remove(String(params.id));
    return asResult<DeleteResult<R>>({ data: params.previousData ?? { id: params.id } });
  };
}
