// A kind of post's pictures as the posts kernel takes them (it imports no module): this module's
// functions bound to the kind, so the images table keeps its one writer.
import type { PostPictures } from '../../posts/index.js';
import { deleteImagesOf, withFirstImageId, withImageIds, type ImageOwnerKind } from './images.repository.js';
import { attachImages, replaceImages } from './images.service.js';

export const postPictures = (kind: ImageOwnerKind): PostPictures => ({
  withFirstId: (db, query, alias) => withFirstImageId(db, query, kind, alias),
  withIds: (db, query, alias) => withImageIds(db, query, kind, alias),
  attach: (trx, postId, uploaderId, imageIds) => attachImages(trx, kind, postId, uploaderId, imageIds),
  replace: (trx, postId, editorId, imageIds) => replaceImages(trx, kind, postId, editorId, imageIds),
  deleteOf: (trx, postId) => deleteImagesOf(trx, kind, postId),
});
