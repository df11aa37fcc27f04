import type { DataProvider } from 'react-admin';

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
