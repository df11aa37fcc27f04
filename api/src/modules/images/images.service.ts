import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import { makeVariants } from './images.processing.js';
import {
  attachUnattached,
  deleteStaleUnattached,
  deleteUnattachedImage,
  findImage,
  insertImage,
  placeImages,
  placeStorePictures,
  type ImageOwnerKind,
  type StorePictureRole,
} from './images.repository.js';
import type { PictureStore } from './picture-store.js';

/** Where the sizes of an image are served. */
export const toImage = (id: string): Schemas['Image'] => ({
  _id: id,
  thumbUrl: `/api/images/${id}/thumb.webp`,
  cardUrl: `/api/images/${id}/card.webp`,
  mainUrl: `/api/images/${id}/main.webp`,
});

/** Checks, re-encodes and stores one upload; it belongs to `ownerId` until attached to something. */
export async function uploadImage(db: Db, pictures: PictureStore, ownerId: string, content: Buffer) {
  const files = await makeVariants(content);
  const id = randomUUID();
  await pictures.put(id, files);
  try {
    await insertImage(db, id, ownerId);
  } catch (err) {
    await pictures.remove([id]);
    throw err;
  }
  return toImage(id);
}

/** The owner discards an image that nothing uses yet. */
export async function deleteImage(db: Db, pictures: PictureStore, userId: string, id: string) {
  const image = await findImage(db, id);
  if (!image) throw notFound('Image not found.');
  if (image.ownerId !== userId) throw forbidden('You can only delete your own images.');
  const attached = image.listingId || image.requestId || image.roommatePostId || image.avatarOf || image.storeProductId || image.storeId;
  if (attached || !(await deleteUnattachedImage(db, id, userId))) {
    throw conflict('This image is used by a listing, request or roommate post and cannot be deleted on its own.', 'image-attached');
  }
  await pictures.remove([id]);
}

/**
 * Uploads a form was abandoned with (never attached, or detached by nothing): a day is far longer
 * than anyone fills in a listing, so after it the rows and their files go.
 */
export const UNATTACHED_KEEP_HOURS = 24;

/**
 * In the job's transaction: should the store fail to remove the files, the rows come back with
 * the rollback and the next run tries again. Every instance's sweep removes from the one store.
 */
export async function pruneUnattachedImages(db: Db, pictures: PictureStore): Promise<number> {
  const ids = await deleteStaleUnattached(db, UNATTACHED_KEEP_HOURS);
  await pictures.remove(ids);
  return ids.length;
}

/** Some of the pictures a post was sent with (at `pathOf` each in the body) are someone else's or already used elsewhere. */
export function unusableImages(imageIds: string[], attached: ReadonlySet<string>, pathOf = (i: number) => `/body/imageIds/${i}`) {
  const errors = imageIds.flatMap((imageId, i) =>
    attached.has(imageId) ? [] : [{ path: pathOf(i), message: 'This image is not yours or is already used.' }],
  );
  return errors.length ? badRequest('Some images are not yours or are already used. Please upload them again.', 'unusable-images', errors) : undefined;
}

/**
 * Attaches the uploader's unattached images to a new post, in the order given, inside the post's
 * transaction; refuses the whole post (400 naming each field) when any cannot be used.
 */
export async function attachImages(trx: Db, kind: ImageOwnerKind, postId: string, uploaderId: string, imageIds: string[]) {
  if (!imageIds.length) return;
  const problem = unusableImages(imageIds, new Set(await attachUnattached(trx, kind, postId, uploaderId, imageIds)));
  if (problem) throw problem;
}

/**
 * An edit's pictures, inside the post's transaction (its row locked): the post keeps exactly
 * `imageIds`, in that order, from its own and the editor's unattached uploads; refuses the whole
 * edit (400 naming each field) when any cannot be used. Answers the ids deleted, whose files the
 * caller removes once the transaction has committed (PictureStore.remove).
 */
export async function replaceImages(trx: Db, kind: ImageOwnerKind, postId: string, editorId: string, imageIds: string[]) {
  const { placed, removed } = await placeImages(trx, kind, postId, editorId, imageIds);
  const problem = unusableImages(imageIds, new Set(placed));
  if (problem) throw problem;
  return removed;
}

/** Where each role's pictures sit in a store settings body, for the errors that name them. */
const storePictureFields: Record<StorePictureRole, (i: number) => string> = {
  logo: () => '/body/logoImageId',
  cover: () => '/body/coverImageId',
  banner: (i) => `/body/bannerImageIds/${i}`,
};

/**
 * A store's pictures (logo, cover, banners), inside the store's transaction: each role given keeps
 * exactly its ids, in order, from the store's own pictures and its owner's unattached uploads;
 * refuses the whole change (400 naming each field) when any cannot be used. Answers the ids
 * deleted, whose files the caller removes once the transaction has committed.
 */
export async function replaceStorePictures(trx: Db, storeId: string, ownerId: string, byRole: Partial<Record<StorePictureRole, string[]>>) {
  const { placed, removed } = await placeStorePictures(trx, storeId, ownerId, byRole);
  const roles = Object.keys(byRole) as StorePictureRole[];
  const sent = roles.flatMap((role) => byRole[role]!.map((id, i) => ({ id, path: storePictureFields[role](i) })));
  const problem = unusableImages(sent.map((image) => image.id), new Set(placed), (i) => sent[i]!.path);
  if (problem) throw problem;
  return removed;
}
