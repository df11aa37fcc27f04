import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

export interface ImageRow {
  id: string;
  ownerId: string;
  listingId: string | null;
  /** Added by the requests migration: the request the image is attached to. */
  requestId: string | null;
  /** Added by the roommates migration: the roommate post the image is attached to. */
  roommatePostId: string | null;
  /** Added by the avatar-images migration: the student this image is the avatar of. */
  avatarOf: string | null;
  /** Added by the stores migration: the store product the image is a picture of. */
  storeProductId: string | null;
  /** Added by the stores migration: the store whose logo, cover or banner (`storeRole`) this is. */
  storeId: string | null;
  storeRole: StorePictureRole | null;
  position: number;
  createdAt: Date;
}

export async function insertImage(db: Db, id: string, ownerId: string): Promise<ImageRow> {
  const [row] = await db<ImageRow>('images').insert({ id, ownerId }).returning('*');
  return row!;
}

export const findImage = (db: Db, id: string) => db<ImageRow>('images').where({ id }).first();

/** An image no listing, request, roommate post, avatar, store product or store uses yet (the owner may still attach or discard it). */
const UNATTACHED =
  'listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL AND avatar_of IS NULL AND store_product_id IS NULL AND store_id IS NULL';

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

/** What an image can be attached to, and the column that says so (an avatar is attached to its student). */
export type ImageOwnerKind = 'listing' | 'request' | 'roommatePost' | 'avatar' | 'storeProduct';
const ownerColumn: Record<ImageOwnerKind, string> = {
  listing: 'listing_id',
  request: 'request_id',
  roommatePost: 'roommate_post_id',
  avatar: 'avatar_of',
  storeProduct: 'store_product_id',
};

/** A store's own pictures: one logo, one cover, banners in order (images.store_id + store_role). */
export type StorePictureRole = 'logo' | 'cover' | 'banner';

/**
 * Attaches the owner's unattached images to the post, in the order given. Concurrent attempts to
 * use one image queue on its row and only the first succeeds. Answers the ids attached.
 */
export async function attachUnattached(trx: Db, kind: ImageOwnerKind, postId: string, ownerId: string, imageIds: string[]): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `UPDATE images
        SET ${ownerColumn[kind]} = ?, position = array_position(?::uuid[], id) - 1
      WHERE id = ANY(?::uuid[]) AND owner_id = ? AND ${UNATTACHED}
  RETURNING id`,
    [postId, imageIds, imageIds, ownerId],
  );
  return rows.map((r) => r.id);
}

/**
 * Sets a post's pictures to `imageIds`, in that order: each may be one of the post's own or one of
 * the owner's unattached uploads. The post's pictures left out are deleted first. Answers the ids
 * placed and the ids deleted (for their files, once the caller's transaction commits).
 */
export async function placeImages(trx: Db, kind: ImageOwnerKind, postId: string, ownerId: string, imageIds: string[]) {
  const column = ownerColumn[kind];
  const { rows: removed } = await trx.raw<{ rows: { id: string }[] }>(
    `DELETE FROM images WHERE ${column} = ? AND NOT (id = ANY(?::uuid[])) RETURNING id`,
    [postId, imageIds],
  );
  const { rows: placed } = imageIds.length
    ? await trx.raw<{ rows: { id: string }[] }>(
        `UPDATE images
            SET ${column} = ?, position = array_position(?::uuid[], id) - 1
          WHERE id = ANY(?::uuid[]) AND (${column} = ? OR (owner_id = ? AND ${UNATTACHED}))
      RETURNING id`,
        [postId, imageIds, imageIds, postId, ownerId],
      )
    : { rows: [] };
  return { placed: placed.map((r) => r.id), removed: removed.map((r) => r.id) };
}

/** Deletes a post's image rows (before the post goes) and answers their ids, for the files. */
export async function deleteImagesOf(trx: Db, kind: ImageOwnerKind, postId: string): Promise<string[]> {
  const rows: { id: string }[] = await trx('images').whereRaw(`${ownerColumn[kind]} = ?`, [postId]).delete().returning('id');
  return rows.map((r) => r.id);
}

/** Deletes a store's own pictures and its products' (before the store goes); answers their ids, for their files. */
export async function deleteImagesOfStore(trx: Db, storeId: string): Promise<string[]> {
  const rows: { id: string }[] = await trx('images')
    .where({ storeId })
    .orWhereIn('storeProductId', trx('storeProducts').where({ storeId }).select('id'))
    .delete()
    .returning('id');
  return rows.map((r) => r.id);
}

/**
 * Adds to a query over posts of `kind` aliased `alias` their first picture's id
 * (`firstImageId`), found per row through the (post, position) index in the same query.
 */
export const withFirstImageId = (db: Db, query: Knex.QueryBuilder, kind: ImageOwnerKind, alias: string) =>
  query
    .select(db.raw('fi.first_image_id'))
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT fi.id AS first_image_id FROM images fi WHERE fi.${ownerColumn[kind]} = ${alias}.id ORDER BY fi.position LIMIT 1) fi ON true`,
    );

/**
 * The picture ids of each of the given owners of `kind`, in order, in one query whatever their
 * number; an owner without pictures is absent.
 */
export async function imageIdsOf(db: Db, kind: ImageOwnerKind, ownerIds: string[]): Promise<Map<string, string[]>> {
  if (ownerIds.length === 0) return new Map();
  const column = ownerColumn[kind];
  const { rows } = await db.raw<{ rows: { ownerId: string; ids: string[] }[] }>(
    `SELECT ${column} AS owner_id, array_agg(id ORDER BY position) AS ids FROM images WHERE ${column} = ANY(?::uuid[]) GROUP BY ${column}`,
    [ownerIds],
  );
  return new Map(rows.map((row) => [row.ownerId, row.ids]));
}

/** Each row with `imageIds`, its pictures in order (null when none): see imageIdsOf. */
export async function withImageIdsOf<T extends { id: string }>(db: Db, kind: ImageOwnerKind, rows: T[]): Promise<(T & { imageIds: string[] | null })[]> {
  const ids = await imageIdsOf(db, kind, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, imageIds: ids.get(row.id) ?? null }));
}

/** Adds to a query over posts of `kind` aliased `alias` all their picture ids in order (`imageIds`, null when none). */
export const withImageIds = (db: Db, query: Knex.QueryBuilder, kind: ImageOwnerKind, alias: string) =>
  query.select(
    db.raw(`(SELECT array_agg(ai.id ORDER BY ai.position) FROM images ai WHERE ai.${ownerColumn[kind]} = ${alias}.id) AS image_ids`),
  );

/**
 * Sets the store's pictures of the roles in `byRole` (each role's ids in order; a role left out is
 * untouched): each may be one of the store's own pictures (of any role) or one of the owner's
 * unattached uploads. The store's pictures of those roles left out are deleted first. Answers
 * the ids placed and the ids deleted (for their files, once the caller's transaction commits).
 */
export async function placeStorePictures(trx: Db, storeId: string, ownerId: string, byRole: Partial<Record<StorePictureRole, string[]>>) {
  const roles = Object.keys(byRole) as StorePictureRole[];
  const ids = roles.flatMap((role) => byRole[role]!);
  const idRoles = roles.flatMap((role) => byRole[role]!.map(() => role));
  const positions = roles.flatMap((role) => byRole[role]!.map((_, i) => i));
  const { rows: removed } = await trx.raw<{ rows: { id: string }[] }>(
    `DELETE FROM images WHERE store_id = ? AND store_role = ANY(?::text[]) AND NOT (id = ANY(?::uuid[])) RETURNING id`,
    [storeId, roles, ids],
  );
  const { rows: placed } = ids.length
    ? await trx.raw<{ rows: { id: string }[] }>(
        `UPDATE images i
            SET store_id = ?, store_role = p.role, position = p.position
           FROM unnest(?::uuid[], ?::text[], ?::int[]) AS p(id, role, position)
          WHERE i.id = p.id AND (i.store_id = ? OR (i.owner_id = ? AND ${UNATTACHED}))
      RETURNING i.id`,
        [storeId, ids, idRoles, positions, storeId, ownerId],
      )
    : { rows: [] };
  return { placed: placed.map((r) => r.id), removed: removed.map((r) => r.id) };
}

/** A store's own pictures' ids: logo, cover, and banners in order (null when it has none of them). */
export interface StorePictureIds {
  logoId: string | null;
  coverId: string | null;
  bannerIds: string[] | null;
}

/**
 * The pictures of each of the given stores, in one query whatever their number (each role's
 * first by position for the logo and cover, as the portal places them).
 */
export async function storePictureIdsOf(db: Db, storeIds: string[]): Promise<Map<string, StorePictureIds>> {
  if (storeIds.length === 0) return new Map();
  const { rows } = await db.raw<{ rows: ({ storeId: string } & StorePictureIds)[] }>(
    `SELECT store_id,
            (array_agg(id ORDER BY position) FILTER (WHERE store_role = 'logo'))[1] AS logo_id,
            (array_agg(id ORDER BY position) FILTER (WHERE store_role = 'cover'))[1] AS cover_id,
            array_agg(id ORDER BY position) FILTER (WHERE store_role = 'banner') AS banner_ids
       FROM images WHERE store_id = ANY(?::uuid[]) GROUP BY store_id`,
    [storeIds],
  );
  return new Map(rows.map(({ storeId, ...ids }) => [storeId, ids]));
}

/** Each row of stores with its pictures' ids (see storePictureIdsOf), read in one query for them all. */
export async function withStorePictures<T extends { id: string }>(db: Db, stores: T[]): Promise<(T & StorePictureIds)[]> {
  const pictures = await storePictureIdsOf(db, stores.map((store) => store.id));
  return stores.map((store) => ({ ...store, ...(pictures.get(store.id) ?? { logoId: null, coverId: null, bannerIds: null }) }));
}
