// The product forms' words, as the spec has them: one message for the required fields, whichever of their rules is broken.
import type { FormMessages } from '../../http/error-handler.js';

export const REQUIRED_FIELDS = 'Please fill in all required fields';

/** For the error handler (app.ts registers it): the student's Add New Product and the owner portal's product form. */
export const storeProductsFormMessages: FormMessages = {
  createStoreProduct: { title: REQUIRED_FIELDS, price: REQUIRED_FIELDS },
  createPortalProduct: { title: REQUIRED_FIELDS, price: REQUIRED_FIELDS, category: REQUIRED_FIELDS },
  updatePortalProduct: { title: REQUIRED_FIELDS, price: REQUIRED_FIELDS, category: REQUIRED_FIELDS },
};
