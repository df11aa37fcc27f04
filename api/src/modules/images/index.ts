// The images module's public face for other modules.
export {
  attachImagesToListing,
  attachImagesToRoommatePost,
  deleteListingImages,
  findImage,
  listingImagesSql,
} from './images.repository.js';
export { imagesRoutes } from './images.routes.js';
export { deleteImage, pruneUnattachedImages, toImage, uploadImage } from './images.service.js';
export { removeImageFiles, uploadsDir } from './images.storage.js';
