/** The Email Management panel's texts (spec 3, sections 2.3, 5 and 8). */
export const emailMessages = {
  title: 'Email Management',
  loadStatsFailed: 'Failed to load email statistics',
  sent: 'Email sent successfully!',
  sendFailed: 'Failed to send email',
  bulkFailed: 'Failed to send bulk email',
  fillAllFields: 'Please fill in all fields',
  fillSubjectAndContent: 'Please fill in subject and content',
  enterCustomRecipients: 'Please enter custom recipients',
  refreshStats: 'Refresh Stats',
  massTab: 'Mass Email for All Users',
  singleTab: 'Single Email',
  outboxTab: 'Outbox',
  unsubscribeNote:
    'Promotional e-mail goes only to Thriftz users with a confirmed address. Everyone who unsubscribed is skipped, whichever recipients you choose (so "All users" reaches the same people as "Subscribers").',
  customNote: 'Separate addresses with commas or new lines. Addresses that are not Thriftz users, or that unsubscribed, are skipped.',
  retried: 'E-mail queued to be sent again',
  retryFailed: 'Failed to retry the e-mail',
  loadOutboxFailed: 'Failed to load the outbox',
  noOutbox: 'No e-mails in the outbox',
} as const;
