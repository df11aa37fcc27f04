/** The Site Notifications panel's texts; the failures are the spec's words (spec 3, section 8). */
export const notificationMessages = {
  loadFailed: 'Failed to load notifications',
  updateFailed: 'Failed to update notification',
  createFailed: 'Failed to create notification',
  saveFailed: 'Failed to save notification',
  deleteFailed: 'Failed to delete notification',
  created: 'Notification created',
  saved: 'Notification saved',
  deleted: 'Notification deleted',
  activated: 'Notification activated',
  deactivated: 'Notification deactivated',
  messageRequired: 'Message is required',
  colourFormat: 'Use a colour like #3B82F6',
  lowContrast: (ratio: number) =>
    `Text and background contrast is ${ratio.toFixed(1)}:1; below 4.5:1 some students will find the message hard to read.`,
  confirmDeleteTitle: 'Delete this notification?',
  confirmDeleteContent: 'Students will no longer see it. This action cannot be undone.',
  empty: 'No notifications yet.',
  emptyHint: 'Create one to show a banner to students on the site.',
} as const;
