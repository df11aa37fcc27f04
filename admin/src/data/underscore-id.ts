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
