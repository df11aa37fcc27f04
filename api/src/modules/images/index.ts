// The images module's public face for other modules. It alone writes the images table.
export {
  deleteImagesOf,
  deleteImagesOfStore,
  findImage,
  withFirstImageId,
  withImageIdsOf,
  withStorePictures,
  type ImageOwnerKind,
  type StorePictureIds,
  type StorePictureRole,
} from './images.repository.js';
export { imagesRoutes } from './images.routes.js';
export { postPictures } from './images.post-pictures.js';
export { attachImages, deleteImage, pruneUnattachedImages, replaceImages, replaceStorePictures, toImage, uploadImage } from './images.service.js';
export { createPictureStore, type PictureStore } from './picture-store.js';
export { uploadsDir } from './picture-store.local.js';
