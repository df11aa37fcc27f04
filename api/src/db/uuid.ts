/**
 * Whether `value` can be bound to a uuid column (any case, as PostgreSQL reads it): a value that
 * is not one would fail the whole statement instead of matching nothing.
 */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
