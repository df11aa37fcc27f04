/**
 * The documented calls answer records with `_id` (spec 7); react-admin keys records by `id`.
 * A panel's provider gives each record both.
 */
export function withId<T extends { _id: string }>(record: T): T & { id: string } {
  return { ...record, id: record._id };
}

/** A filter value from react-admin's loose filter object, when it is one of `allowed`. */
export function pick<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Trimmed free text of at most `max` characters, or undefined when blank. */
export function searchText(value: unknown, max = 100): string | undefined {
  const text = typeof value === 'string' ? value.trim().slice(0, max) : '';
  return text || undefined;
}

/** The list's search text as `q`, and each named filter that holds one of its allowed values. */
export function searchAndPick<A extends Record<string, readonly string[]>>(
  filter: Record<string, unknown>,
  allowed: A,
): { q: string | undefined } & { [K in keyof A]: A[K][number] | undefined } {
  const picked = Object.fromEntries(Object.entries(allowed).map(([key, values]) => [key, pick(filter[key], values)]));
  return { q: searchText(filter.q), ...picked } as { q: string | undefined } & { [K in keyof A]: A[K][number] | undefined };
}
