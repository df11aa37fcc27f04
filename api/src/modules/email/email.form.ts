import type { FormMessages } from '../../http/error-handler.js';

/** The validator's refusal of a send without its `emailData`, in the panel's words (blank fields are the service's). */
export const emailFormMessages: FormMessages = {
  sendPromotionalEmail: { emailData: 'Please fill in all fields' },
  sendBulkPromotionalEmail: { emailData: 'Please fill in subject and content' },
};
