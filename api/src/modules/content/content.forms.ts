// The forms of the content API's create call, for the error handler (app.ts registers them):
// a roommateRequest document is the roommate form under documentData, in the same words.
import type { FormMessages } from '../../http/error-handler.js';
import { roommateFormMessages } from '../roommates/index.js';

export const contentFormMessages: FormMessages = {
  'createDocument.roommateRequest': Object.fromEntries(
    Object.entries(roommateFormMessages).map(([field, message]) => [`documentData/${field}`, message]),
  ),
};
