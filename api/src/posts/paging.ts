// One page of posts and how many match: the same count rule for every browse.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { pageOf } from '../db/paging.js';
import { searchByWords, searchWords, type WordMatch } from './search.js';

/** Browse counts stop here: "1,000+" is shown beyond. */
export const COUNT_CAP = 1000;


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

/** How a post module describes its browse to browsePage. */
export interface BrowseSpec {
  /** The matching posts: from the post table as `alias`, filtered, without select or order. */
  matching: () => Knex.QueryBuilder;
  alias: string;
  /** The page's own columns, on `alias`. */
  columns: string[];
  /** Orders a query over `alias`; the page's rows carry the same column names as the table. */
  order: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
  /** Adds what a card shows beyond the post's columns (first picture, poster's name) to the page's rows. */
  decorate: (page: Knex.QueryBuilder) => Knex.QueryBuilder;
}

const SAMPLE = 'browse_sample';

/**
 * One page of a browse and its capped count, in one statement: the matching posts, at most
 * COUNT_CAP + 1 of them, are read once into a materialized CTE that gives both the count and,
 * sorted, the page, so each match is fetched from the heap once rather than once for the count
 * and again for the page. The cards' joins run on the page's rows only. When more than COUNT_CAP
 * match (a broad browse), that sample is not the whole result: the page is read again, in order,
 * through the sort's index.
 */
export async function browsePage<T>(db: Db, spec: BrowseSpec, page: number, pageSize: number): Promise<{ items: T[]; count: number }> {
  const { alias, order, decorate } = spec;
  const pageFrom = (rows: Knex.QueryBuilder) =>
    decorate(order(db.select(`${alias}.*`).from(pageOf(order(rows), page, pageSize).as(alias))));

  const sample = spec.matching().select(spec.columns).limit(COUNT_CAP + 1);
  const rows = (await pageFrom(db.select('*').from(`${SAMPLE} as ${alias}`))
    .select(db.raw(`(SELECT count(*) FROM ${SAMPLE}) AS browse_count`))
    .withMaterialized(SAMPLE, sample)) as (T & { browseCount: number })[];

  // An empty page past the first says nothing of the count (the page is past the end).
  const count = rows.length ? Number(rows[0]!.browseCount) : page === 1 ? 0 : await cappedCount(db, spec.matching());
  if (count > COUNT_CAP) return { items: (await pageFrom(spec.matching().select(spec.columns))) as T[], count };
  // The rows keep their browse_count: every caller maps them to cards field by field, and a copy
  // of each row without it (an object rest) was 4 % of a search's CPU.
  return { items: rows, count };
}

/** Newest (or oldest) first by creation, ties broken by id so that pages never repeat or skip a post. */
export const byCreation = (query: Knex.QueryBuilder, alias: string, direction: 'asc' | 'desc') =>
  query.orderBy([
    { column: `${alias}.createdAt`, order: direction },
    { column: `${alias}.id`, order: direction },
  ]);

/** A browse in creation order (requests, roommate posts): what browsePage needs beyond the order. */
export interface CreationBrowse extends Omit<BrowseSpec, 'matching' | 'order'> {
  /** The matching posts, given how the search words match (see searchByWords). */
  matching: (match: WordMatch) => Knex.QueryBuilder;
}

/**
 * One page of posts newest (or oldest) first and their capped count, the search words matched on
 * the table's search_vector, else its search_text.
 */
export const browseByCreation = <T>(db: Db, q: string | undefined, spec: CreationBrowse, sort: 'newest' | 'oldest', page: number, pageSize: number) =>
  searchByWords(searchWords(q), { vector: `${spec.alias}.search_vector`, text: `${spec.alias}.search_text` }, (match) =>
    browsePage<T>(
      db,
      { ...spec, matching: () => spec.matching(match), order: (query) => byCreation(query, spec.alias, sort === 'oldest' ? 'asc' : 'desc') },
      page,
      pageSize,
    ),
  );
