import type { Db } from '../../db/knex.js';

export interface ImageRow {
  id: string;
  ownerId: string;
  listingId: string | null;
  /** Added by the requests migration: the request the image is attached to. */
  requestId: string | null;
  /** Added by the roommates migration: the roommate post the image is attached to. */
  roommatePostId: string | null;
  position: number;
  createdAt: Date;
}

export async function insertImage(db: Db, id: string, ownerId: string): Promise<ImageRow> {
  const [row] = await db<ImageRow>('images').insert({ id, ownerId }).returning('*');
  return row!;
}

export const findImage = (db: Db, id: string) => db<ImageRow>('images').where({ id }).first();

/** An image no listing, request or roommate post uses yet (the owner may still attach or discard it). */
const UNATTACHED = 'listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL';

/** Deletes the image only while it is still the owner's and unattached; answers whether it did. */
export async function deleteUnattachedImage(db: Db, id: string, ownerId: string): Promise<boolean> {
  const deleted = await db('images').where({ id, ownerId }).whereRaw(UNATTACHED).delete();
  return deleted > 0;
}

/** Deletes the images left unattached for longer than `hours`; answers their ids. */
export async function deleteStaleUnattached(db: Db, hours: number): Promise<string[]> {
  const rows: { id: string }[] = await db('images')
    .whereRaw(UNATTACHED)
    .whereRaw(`created_at < now() - make_interval(hours => ?)`, [hours])
    .delete()
    .returning('id');
  return rows.map((row) => row.id);
}

/**
 * Attaches the owner's unattached images to the listing, in the order given. Concurrent attempts
 * to use one image queue on its row and only the first succeeds. Answers the ids attached.
 */
export async function attachImagesToListing(trx: Db, ownerId: string, listingId: string, imageIds: string[]): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `UPDATE images
        SET listing_id = ?, position = array_position(?::uuid[], id) - 1
      WHERE id = ANY(?::uuid[]) AND owner_id = ? AND ${UNATTACHED}
  RETURNING id`,
    [listingId, imageIds, imageIds, ownerId],
  );
  return rows.map((r) => r.id);
}

/**
 * Attaches the owner's unattached images to the roommate post, in the order given (as for a
 * listing). Answers the ids attached.
 */
export async function attachImagesToRoommatePost(trx: Db, ownerId: string, postId: string, imageIds: string[]): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `UPDATE images
        SET roommate_post_id = ?, position = array_position(?::uuid[], id) - 1
      WHERE id = ANY(?::uuid[]) AND owner_id = ? AND ${UNATTACHED}
  RETURNING id`,
    [postId, imageIds, imageIds, ownerId],
  );
  return rows.map((r) => r.id);
}

/** Deletes a listing's image rows (before the listing goes) and answers their ids, for the files. */
export async function deleteListingImages(trx: Db, listingId: string): Promise<string[]> {
  const rows = await trx('images').where({ listingId }).delete().returning('id');
  return rows.map((r: { id: string }) => r.id);
}

/**
 * SQL for queries over listings aliased `alias`: the first picture's id (`first_image_id`), found
 * per row through the (listing_id, position) index in the same query, and all picture ids in order
 * (`image_ids`, null when there are none).
 */
export const listingImagesSql = {
  firstImageJoin: (alias: string) =>
    `LEFT JOIN LATERAL (SELECT fi.id AS first_image_id FROM images fi WHERE fi.listing_id = ${alias}.id ORDER BY fi.position LIMIT 1) fi ON true`,
  firstImageColumn: 'fi.first_image_id',
  allImagesColumn: (alias: string) =>
    `(SELECT array_agg(ai.id ORDER BY ai.position) FROM images ai WHERE ai.listing_id = ${alias}.id) AS image_ids`,
};
