// The email module's public face for other modules.
export { createMailer, type Mailer } from './mailer.js';
export { emailAdminRoutes, PROMOTIONAL_EMAIL_PATHS } from './email-admin.routes.js';
export { emailFormMessages } from './email.form.js';
export { emailRoutes } from './email.routes.js';
export { queueWelcomeOnce } from './email.service.js';
export { enqueueEmail, enqueueEmailOnce, type OutgoingEmail } from './outbox.repository.js';
export { deliverDueEmails } from './outbox.worker.js';
export { linkPage } from './unsubscribe-page.js';
export { idOfSignedLinkToken, signedLinkToken } from './unsubscribe-token.js';
export {
  offerMail,
  passwordResetMail,
  refundIssuedMail,
  renewalReminderMail,
  savedSearchDigestMail,
  type DigestSection,
  storeOrderMail,
  subscriptionConfirmationMail,
  unreadMessagesMail,
  verifyEmailMail,
  type StoreOrderMailFacts,
  type RefundMailFacts,
  type StoreOrderMailKind,
  type SubscriptionMailFacts,
} from './templates.js';
