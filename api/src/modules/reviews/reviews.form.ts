// The review form's words: the one message a field shows, whichever of its contract rules is broken.
import type { FormMessages } from '../../http/error-handler.js';
import { reviewMessages } from './reviews.service.js';

const fields = { rating: reviewMessages.rating, text: reviewMessages.text };

/** For the error handler (app.ts registers it). */
export const reviewsFormMessages: FormMessages = { createReview: fields, createPortalReview: fields };
