import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import { makeVariants } from './images.processing.js';
import { deleteStaleUnattached, deleteUnattachedImage, findImage, insertImage } from './images.repository.js';
import { removeImageFiles, writeImageFiles } from './images.storage.js';

/** Where the sizes of an image are served. */
export const toImage = (id: string): Schemas['Image'] => ({
  _id: id,
  thumbUrl: `/api/images/${id}/thumb.webp`,
  cardUrl: `/api/images/${id}/card.webp`,
  mainUrl: `/api/images/${id}/main.webp`,
});

/** Checks, re-encodes and stores one upload; it belongs to `ownerId` until attached to something. */
export async function uploadImage(db: Db, dataDir: string, ownerId: string, content: Buffer) {
  const files = await makeVariants(content);
  const id = randomUUID();
  await writeImageFiles(dataDir, id, files);
  try {
    await insertImage(db, id, ownerId);
  } catch (err) {
    await removeImageFiles(dataDir, [id]);
    throw err;
  }
  return toImage(id);
}

/** The owner discards an image that nothing uses yet. */
export async function deleteImage(db: Db, dataDir: string, userId: string, id: string) {
  const image = await findImage(db, id);
  if (!image) throw notFound('Image not found.');
  if (image.ownerId !== userId) throw forbidden('You can only delete your own images.');
  if (image.listingId || image.requestId || image.roommatePostId || !(await deleteUnattachedImage(db, id, userId))) {
    throw conflict('This image is used by a listing, request or roommate post and cannot be deleted on its own.', 'image-attached');
  }
  await removeImageFiles(dataDir, [id]);
}

/**
 * Uploads a form was abandoned with (never attached, or detached by nothing): a day is far longer
 * than anyone fills in a listing, so after it the rows and their files go.
 */
export const UNATTACHED_KEEP_HOURS = 24;

export async function pruneUnattachedImages(db: Db, dataDir: string): Promise<number> {
  const ids = await deleteStaleUnattached(db, UNATTACHED_KEEP_HOURS);
  await removeImageFiles(dataDir, ids);
  return ids.length;
}
