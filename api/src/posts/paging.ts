// One page of posts and how many match: the same count rule for every browse.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';

/** Browse counts stop here: "1,000+" is shown beyond. */
export const COUNT_CAP = 1000;

/** The rows of page `page` (from 1) of `pageSize`. */
export const pageOf = (query: Knex.QueryBuilder, page: number, pageSize: number) => query.limit(pageSize).offset((page - 1) * pageSize);

/**
 * How many rows `filtered` (a query without select) has, counted over at most COUNT_CAP + 1
 * rows so that a broad search never counts the whole table.
 */
export async function cappedCount(db: Db, filtered: Knex.QueryBuilder): Promise<number> {
  const row = (await db
    .count({ n: '*' })
    .from(filtered.select(db.raw('1')).limit(COUNT_CAP + 1).as('t'))
    .first()) as { n: number } | undefined;
  return Number(row?.n ?? 0);
}

/** The total a page shows, and whether it stopped at the cap. */
export const cappedTotal = (count: number) => ({ total: Math.min(count, COUNT_CAP), totalIsCapped: count > COUNT_CAP });

/**
 * One page of a browse and its capped count, read in parallel. `matching` builds the matching
 * posts afresh for each query; `cards` selects and orders the page's rows.
 */
export async function browsePage<T>(
  db: Db,
  matching: () => Knex.QueryBuilder,
  cards: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; count: number }> {
  const [items, count] = await Promise.all([pageOf(cards(matching()), page, pageSize) as Promise<T[]>, cappedCount(db, matching())]);
  return { items, count };
}

/** Newest (or oldest) first by creation, ties broken by id so that pages never repeat or skip a post. */
export const byCreation = (query: Knex.QueryBuilder, alias: string, direction: 'asc' | 'desc') =>
  query.orderBy([
    { column: `${alias}.createdAt`, order: direction },
    { column: `${alias}.id`, order: direction },
  ]);
