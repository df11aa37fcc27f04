// One page of a list and how many rows match it: the paging every paged list (browse, back office) shares.
import type { Knex } from 'knex';

/** The rows of page `page` (from 1) of `pageSize`. */
export const pageOf = (query: Knex.QueryBuilder, page: number, pageSize: number) => query.limit(pageSize).offset((page - 1) * pageSize);

/**
 * Page `page` of `rows` (the matching rows, selected and ordered) and the count of `matching` (the
 * same filter, without select or order), the two queries side by side.
 */
export async function pageWithTotal<T>(
  rows: Knex.QueryBuilder,
  matching: Knex.QueryBuilder,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; total: number }> {
  const [items, counted] = await Promise.all([
    pageOf(rows, page, pageSize) as Promise<T[]>,
    matching.count({ total: '*' }) as Promise<{ total: number | string }[]>,
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}
