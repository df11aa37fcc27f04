/** The Contact Forms panel's texts (spec 3, sections 2.3 and 8). */
export const contactMessages = {
  loadFailed: 'Failed to fetch contact submissions.',
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  empty: 'No contact submissions found.',
  emptyHint: 'Try another search or filter.',
} as const;
