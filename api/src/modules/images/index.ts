// The images module's public face for other modules.
export { attachImagesToListing, deleteListingImages, listingImagesSql } from './images.repository.js';
export { imagesRoutes } from './images.routes.js';
export { toImage } from './images.service.js';
export { removeImageFiles, uploadsDir } from './images.storage.js';
