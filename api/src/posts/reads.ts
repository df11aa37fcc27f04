// The reads every kind of post with an active flag shares (requests, roommate posts): the browse
// page, the owner's own list and a post's page, over the columns its kind declares.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { pageOf } from '../db/paging.js';
import { whereLive } from './expiry.js';
import { postTable, type PostKind } from './kind.js';
import { browseByCreation, byCreation, cappedTotal } from './paging.js';
import type { WordMatch } from './search.js';

/** The card's columns and what a card adds to them, in the same query (no query per row). */
export const selectCards = (db: Db, kind: PostKind, query: Knex.QueryBuilder) => kind.decorateCards(db, query.select(kind.cardColumns));

/**
 * The browse page's answer: one page of live posts (active and unexpired) narrowed by the kind's
 * filters, newest or oldest first, as cards, and their capped count; the search words as
 * browseByCreation matches them.
 */
export async function browsePosts<Row, Card>(
  db: Db,
  kind: PostKind,
  browse: { q?: string; narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder; sort: 'newest' | 'oldest'; toCard: (row: Row) => Card },
  page: number,
  pageSize: number,
) {
  const { items, count } = await browseByCreation<Row>(
    db,
    browse.q,
    {
      matching: (match: WordMatch) => match(browse.narrow(whereLive(db, postTable(db, kind), kind.alias))),
      alias: kind.alias,
      columns: kind.cardColumns,
      decorate: (query) => kind.decorateCards(db, query),
    },
    browse.sort,
    page,
    pageSize,
  );
  return { items: items.map(browse.toCard), ...cappedTotal(count), page, pageSize };
}

/**
 * The owner's own list's answer: their cards, newest first (`activeOnly`: the live ones), and how
 * many there are in all, never capped (one student's own are few); with `countBy`, also how many
 * of each value of that column.
 */
export async function listOwnPosts<Row, Card>(
  db: Db,
  kind: PostKind,
  own: { ownerId: string; activeOnly: boolean; countBy?: string; toCard: (row: Row) => Card },
  page: number,
  pageSize: number,
) {
  const a = kind.alias;
  const owned = () => {
    const query = postTable(db, kind).where(`${a}.${kind.ownerColumn}`, own.ownerId);
    return own.activeOnly ? whereLive(db, query, a) : query;
  };
  const counting = own.countBy ? owned().select(`${a}.${own.countBy}`).groupBy(`${a}.${own.countBy}`) : owned();
  const [items, counted] = await Promise.all([
    pageOf(selectCards(db, kind, byCreation(owned(), a, 'desc')), page, pageSize) as Promise<Row[]>,
    counting.count({ n: '*' }) as Promise<Record<string, string | number>[]>,
  ]);
  const counts: Record<string, number> = {};
  for (const row of counted) if (own.countBy) counts[String(row[own.countBy])] = Number(row.n);
  const total = counted.reduce((sum, row) => sum + Number(row.n), 0);
  return { items: items.map(own.toCard), total, totalIsCapped: false, counts, page, pageSize };
}

/** The post with its card's and page's columns and its pictures in order (whatever its state). */
export const findPost = <Detail>(db: Db, kind: PostKind, id: string) =>
  kind.pictures
    .withIds(db, selectCards(db, kind, postTable(db, kind).where(`${kind.alias}.id`, id)).select(kind.detailColumns), kind.alias)
    .first() as Promise<Detail | undefined>;
