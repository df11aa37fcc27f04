// The back office's side of a kind of post: every post whatever its state, with its real poster
// (even behind an anonymous alias: admins moderate), the panel's stat cards, its switch and its
// delete. The kind's module binds these to its kind (moderatedPosts) for the admin module.
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { pageOf } from '../db/paging.js';
import { deletePost } from './changes.js';
import { postTable, type PictureFiles, type PostActor, type PostKind } from './kind.js';
import { liveSql, whereModerated, type ModerationStatus } from './moderation.js';
import { byCreation } from './paging.js';

export interface ModerationFilter {
  q?: string;
  status: ModerationStatus;
}

/** How the back office sees a kind of post. */
export interface AdminView<Filter extends ModerationFilter, Row, Item> {
  /** The row's columns, on the kind's alias and the poster `u`. */
  columns: string[];
  /** The kind's own filters, beyond the state and the search words. */
  narrow: (query: Knex.QueryBuilder, filter: Filter) => Knex.QueryBuilder;
  /** The panel's stat cards beyond `total` and `active`: each card's name and its condition on the alias. */
  statCards: Record<string, string>;
  /** The row as the contract's item. */
  toItem: (row: Row) => Item;
}

/** The back office's functions of one kind of post, bound to it by its module. */
export interface ModeratedPosts<Filter extends ModerationFilter, Row, Stats, Item> {
  notFound: string;
  toItem: (row: Row) => Item;
  /** One page, newest first, and the count of all that match. */
  list: (db: Db, filter: Filter, page: number, pageSize: number) => Promise<{ items: Row[]; total: number }>;
  find: (db: Db, id: string) => Promise<Row | undefined>;
  /** The panel's stat cards, in one pass over the table. */
  stats: (db: Db) => Promise<Stats>;
  /** Sets the post's active flag; false when there is no such post. */
  setActive: (db: Db, id: string, isActive: boolean) => Promise<boolean>;
  /** The kind's own delete (an admin may delete any post); see deletePost. */
  delete: (db: Db, pictures: PictureFiles, admin: PostActor, id: string, alsoInTransaction: (trx: Db) => Promise<void>) => Promise<void>;
}

export function moderatedPosts<Filter extends ModerationFilter, Row, Stats, Item>(
  kind: PostKind,
  view: AdminView<Filter, Row, Item>,
): ModeratedPosts<Filter, Row, Stats, Item> {
  const a = kind.alias;
  const filtered = (db: Db, filter: Filter) => view.narrow(whereModerated(postTable(db, kind), a, filter), filter);
  // The pictures of a page's rows come in the same query.
  const selectRows = (db: Db, query: Knex.QueryBuilder) =>
    kind.pictures.withIds(db, query.join('users as u', 'u.id', `${a}.${kind.ownerColumn}`).select(view.columns), a) as Promise<Row[]>;
  return {
    notFound: kind.messages.notFound,
    toItem: view.toItem,
    async list(db, filter, page, pageSize) {
      const [items, counted] = await Promise.all([
        selectRows(db, pageOf(byCreation(filtered(db, filter), a, 'desc'), page, pageSize)),
        filtered(db, filter).count({ total: '*' }),
      ]);
      return { items, total: Number(counted[0]?.total ?? 0) };
    },
    find: async (db, id) => (await selectRows(db, postTable(db, kind).where(`${a}.id`, id)))[0],
    stats: async (db) =>
      (await postTable(db, kind).first(
        db.raw('count(*)::int AS total'),
        db.raw(`count(*) FILTER (WHERE ${liveSql(a)})::int AS active`),
        ...Object.entries(view.statCards).map(([card, condition]) => db.raw(`count(*) FILTER (WHERE ${condition})::int AS ??`, [card])),
      )) as Stats,
    setActive: async (db, id, isActive) => (await kind.writes.update(db, id, { isActive })) > 0,
    delete: (db, pictures, admin, id, alsoInTransaction) => deletePost(db, pictures, kind, admin, id, alsoInTransaction),
  };
}
