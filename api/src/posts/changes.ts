// The owner's writes every kind of post shares (requests, roommate posts): create with pictures,
// edit, mark inactive (fulfilled), delete; each checked against the locked row, each written
// through the kind's module's own writes.
import type { Db } from '../db/knex.js';
import { onlyStatusChange } from './edit.js';
import { isExpired } from './expiry.js';
import type { PictureFiles, PostActor, PostKind } from './kind.js';
import { assertMayChange } from './ownership.js';

/** Locks the post and checks the actor may do it (see assertMayChange); only a delete is open to admins. */
async function lockForChange(trx: Db, kind: PostKind, actor: PostActor, id: string, action: 'change' | 'mark' | 'delete') {
  const row = (await trx(kind.table).where({ id }).forUpdate().first(`${kind.ownerColumn} as ownerId`, 'isActive', 'expiresAt')) as
    | { ownerId: string; isActive: boolean; expiresAt: Date }
    | undefined;
  const post = row && { ownerId: row.ownerId, seenByOthers: (row.isActive || kind.inactiveSeenByOthers) && !isExpired(row.expiresAt) };
  assertMayChange(post, actor, { allowAdmin: action === 'delete', notFound: kind.messages.notFound, notYours: kind.messages.notYours[action] });
}

/** Inserts the post (`insert`, the module's) and attaches the owner's unused pictures in order, in one transaction; answers its id. */
export const createPost = (db: Db, kind: PostKind, ownerId: string, imageIds: string[] | undefined, insert: (trx: Db) => Promise<string>) =>
  db.transaction(async (trx) => {
    const id = await insert(trx);
    await kind.pictures.attach(trx, id, ownerId, imageIds ?? []);
    return id;
  });

/** Marks the owner's post inactive (fulfilled): it leaves the browse page at once. */
export async function markPostInactive(db: Db, kind: PostKind, actor: PostActor, id: string) {
  await db.transaction(async (trx) => {
    await lockForChange(trx, kind, actor, id, 'mark');
    await kind.writes.update(trx, id, { isActive: false });
  });
}

/**
 * The owner edits their post: `columnsAfter` (the module's create rules over the post as edited)
 * answers its new columns, read with the row locked; the pictures become `imageIds`, in order,
 * when sent; `isActive: false` marks it too. A PATCH of the flag alone is a mark (its own
 * message). Removed pictures' files go once the transaction has committed.
 */
export async function editPost(
  db: Db,
  pictures: PictureFiles,
  kind: PostKind,
  actor: PostActor,
  id: string,
  input: { isActive?: boolean; imageIds?: string[] },
  columnsAfter: (trx: Db) => Promise<object>,
) {
  if (onlyStatusChange(input, 'isActive')) return markPostInactive(db, kind, actor, id);
  const removed = await db.transaction(async (trx) => {
    await lockForChange(trx, kind, actor, id, 'change');
    const columns = await columnsAfter(trx);
    const images = input.imageIds ? await kind.pictures.replace(trx, id, actor.id, input.imageIds) : [];
    await kind.writes.update(trx, id, { ...columns, ...(input.isActive === false ? { isActive: false } : {}) });
    return images;
  });
  await pictures.remove(removed);
}

/**
 * The owner (or an admin) deletes a post; its pictures go with it, their files after the commit.
 * `alsoInTransaction` runs with the post locked and still there, so a caller's record of the
 * delete (the admin's audit entry) commits or rolls back with it.
 */
export async function deletePost(
  db: Db,
  pictures: PictureFiles,
  kind: PostKind,
  actor: PostActor,
  id: string,
  alsoInTransaction?: (trx: Db) => Promise<void>,
) {
  const imageIds = await db.transaction(async (trx) => {
    await lockForChange(trx, kind, actor, id, 'delete');
    await alsoInTransaction?.(trx);
    const ids = await kind.pictures.deleteOf(trx, id);
    await kind.writes.remove(trx, id);
    return ids;
  });
  await pictures.remove(imageIds);
}

/** An edit's form fields: the PATCH body without the flag and the pictures (editPost's part). */
export type EditedFields<Update> = Omit<Update, 'isActive' | 'imageIds'>;

/**
 * The owner's changes of a kind of post, each answering the post as its owner now sees it (`get`):
 * the edit (editPost, whose new columns `columnsAfter` gives from the edited form fields), the
 * mark (markPostInactive) and the delete (deletePost, answering nothing).
 */
export function postChanges<Update extends { isActive?: boolean; imageIds?: string[] }, Post, Actor extends PostActor = PostActor>(
  kind: PostKind,
  get: (db: Db, viewer: Actor, id: string) => Promise<Post>,
  columnsAfter: (trx: Db, id: string, edit: EditedFields<Update>) => Promise<object>,
) {
  return {
    async edit(db: Db, pictures: PictureFiles, actor: Actor, id: string, input: Update) {
      const { isActive: _, imageIds: __, ...edit } = input;
      await editPost(db, pictures, kind, actor, id, input, (trx) => columnsAfter(trx, id, edit));
      return get(db, actor, id);
    },
    async mark(db: Db, actor: Actor, id: string) {
      await markPostInactive(db, kind, actor, id);
      return get(db, actor, id);
    },
    remove: (db: Db, pictures: PictureFiles, actor: Actor, id: string, alsoInTransaction?: (trx: Db) => Promise<void>) =>
      deletePost(db, pictures, kind, actor, id, alsoInTransaction),
  };
}
