/** The Subscriptions panel's texts; the failures are the spec's words (spec 3, section 8). */
export const subscriptionMessages = {
  loadFailed: 'Failed to load subscriptions',
  updateFailed: 'Failed to update subscription',
  updated: (name: string, status: string) => `${name}'s subscription is now ${status}`,
  empty: 'No subscriptions found.',
  emptyHint: 'Try another search or status filter.',
} as const;
