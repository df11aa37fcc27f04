/** The Notifications feature's words, in one place for the pages and their tests. */
export const ALERT_MESSAGES = {
  title: 'Notifications',
  loadFailed: 'Failed to load notifications',
  loadMoreFailed: 'Failed to load more notifications',
  markReadFailed: 'Failed to mark the notification as read',
  markAllFailed: 'Failed to mark notifications as read',
  allRead: 'All notifications marked as read',
  empty: "You're all caught up",
  emptyLead: 'Order updates, refunds and moderation outcomes will show up here.',
} as const;

/** "Notifications, 3 unread", or just "Notifications" with none. */
export const bellLabel = (count: number) => (count > 0 ? `${ALERT_MESSAGES.title}, ${count} unread` : ALERT_MESSAGES.title);
