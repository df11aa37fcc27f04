// The images module's public face for other modules. It alone writes the images table.
export { deleteImagesOf, findImage, withFirstImageId, withImageIds, type ImageOwnerKind } from './images.repository.js';
export { imagesRoutes } from './images.routes.js';
export { attachImages, deleteImage, pruneUnattachedImages, replaceImages, toImage, uploadImage } from './images.service.js';
export { removeImageFiles, uploadsDir } from './images.storage.js';
