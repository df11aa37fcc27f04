// The roommate form's words, as the spec has them: the one message a field shows, whichever of its rules is broken.
import type { FormMessages } from '../../http/error-handler.js';

export const roommateFormMessages = {
  title: 'Title is required (max 100 chars).',
  description: 'Description must be 30-500 characters.',
  budget: 'Budget is required.',
  contactInfo: 'Contact info is required.',
  accommodationType: 'Accommodation type is required.',
};

/** For the error handler (app.ts registers it): the validator's refusals of the post's create and edit in these words. */
export const roommatesFormMessages: FormMessages = { createRoommatePost: roommateFormMessages, updateRoommatePost: roommateFormMessages };
