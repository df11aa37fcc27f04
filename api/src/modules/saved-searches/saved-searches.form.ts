// The save form's words for the validator's refusals: one message per field, whichever rule is broken.
import type { FormMessages } from '../../http/error-handler.js';

export const SAVED_SEARCH_FIELD_MESSAGES = {
  name: 'Give the search a name of at most 100 characters.',
  q: 'Search words can be at most 100 characters.',
  price: 'Enter a price of ₹0 or more.',
} as const;

export const savedSearchesFormMessages: FormMessages = {
  createSavedSearch: {
    name: SAVED_SEARCH_FIELD_MESSAGES.name,
    'filters/q': SAVED_SEARCH_FIELD_MESSAGES.q,
    'filters/minPrice': SAVED_SEARCH_FIELD_MESSAGES.price,
    'filters/maxPrice': SAVED_SEARCH_FIELD_MESSAGES.price,
  },
};
