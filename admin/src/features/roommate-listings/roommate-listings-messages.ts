/** The Roommate Finder panel's texts (spec 3, sections 2.3 and 8). */
export const roommateMessages = {
  loadFailed: 'Failed to fetch roommate listings',
  statsFailed: 'Failed to fetch roommate listings',
  activated: 'Listing activated successfully',
  deactivated: 'Listing deactivated successfully',
  updateFailed: 'Failed to update listing',
  deleted: 'Listing deleted successfully',
  deleteFailed: 'Failed to delete listing',
  empty: 'No roommate listings found.',
  emptyHint: 'Try another search or filter.',
} as const;
