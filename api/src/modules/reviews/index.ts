// The reviews module's public face for other modules. It alone writes listing_deals and reviews.
export { reviewsFormMessages } from './reviews.form.js';
export { reviewsRoutes } from './reviews.routes.js';
export { hideReview } from './reviews.repository.js';
export { describeReview } from './reviews.service.js';
