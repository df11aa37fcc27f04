// The back office's panels of posts, Product Requests and Roommate Finder: the list, the stat
// cards, the switch and the delete, each switch and delete audited in its transaction. A panel
// declares only its audit words; the post's module gives the rest (its moderatedPosts), in the
// admin's view: every post whatever its state, the real poster even behind an anonymous alias.
import type { Db } from '../../db/knex.js';
import { notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import type { ModeratedPosts, ModerationFilter, PictureFiles } from '../../posts/index.js';
import { recordAudit } from '../audit/index.js';
import { requestModeration } from '../requests/index.js';
import { roommateModeration } from '../roommates/index.js';

export interface PostPanel<Filter extends ModerationFilter, Row extends { title: string }, Stats, Item> {
  posts: ModeratedPosts<Filter, Row, Stats, Item>;
  /** The audit entries' words: their target type ('product-request'), the post's name in a summary, its poster's name. */
  audit: { target: string; noun: string; posterOf: (row: Row) => string };
}

const done = { activate: 'Activated', deactivate: 'Deactivated', delete: 'Deleted' } as const;

export function postPanel<Filter extends ModerationFilter, Row extends { title: string }, Stats, Item>(panel: PostPanel<Filter, Row, Stats, Item>) {
  const { posts, audit } = panel;
  const { toItem } = posts;
  const record = (trx: Db, admin: SessionUser, id: string, post: Row, action: keyof typeof done) =>
    recordAudit(trx, { kind: 'admin', user: admin }, {
      action: `${audit.target}.${action}`,
      targetType: audit.target,
      targetId: id,
      summary: `${done[action]} the ${audit.noun} "${post.title}" by ${audit.posterOf(post)}`,
    });

  return {
    async list(db: Db, filter: Filter, page: number, pageSize: number) {
      const { items, total } = await posts.list(db, filter, page, pageSize);
      return { items: items.map(toItem), total, page, pageSize };
    },

    stats: (db: Db) => posts.stats(db),

    /** The switch and its audit entry commit together. */
    async setActive(db: Db, admin: SessionUser, id: string, isActive: boolean) {
      const row = await db.transaction(async (trx) => {
        if (!(await posts.setActive(trx, id, isActive))) throw notFound(posts.notFound);
        const post = (await posts.find(trx, id))!;
        await record(trx, admin, id, post, isActive ? 'activate' : 'deactivate');
        return post;
      });
      return toItem(row);
    },

    /** The post's module's own delete (an admin may delete any post), audited in its transaction; the pictures' files go after the commit. */
    remove: (db: Db, pictures: PictureFiles, admin: SessionUser, id: string) =>
      posts.delete(db, pictures, admin, id, async (trx) => record(trx, admin, id, (await posts.find(trx, id))!, 'delete')),
  };
}

export const itemRequests = postPanel({
  posts: requestModeration,
  audit: { target: 'product-request', noun: 'product request', posterOf: (row) => row.requesterName },
});

export const roommateListings = postPanel({
  posts: roommateModeration,
  audit: { target: 'roommate-listing', noun: 'roommate listing', posterOf: (row) => row.posterName },
});
