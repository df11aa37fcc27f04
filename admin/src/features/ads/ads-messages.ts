/** The Ads Management panel's texts (spec 3, sections 2.3 and 8). */
export const adMessages = {
  loadFailed: 'Failed to fetch ads',
  activated: 'Ad activated successfully',
  deactivated: 'Ad deactivated successfully',
  statusFailed: 'Failed to update ad status',
  deleted: 'Ad content deleted successfully',
  deleteFailed: 'Failed to delete ad content',
  created: 'Ad created successfully',
  updated: 'Ad updated successfully',
  saveFailed: 'Failed to save ad',
  titleRequired: 'Please enter a title',
  positionRequired: 'Please choose a position',
  empty: 'No ads yet.',
  emptyHint: 'Create one with Create New Ad.',
  noPositions: 'No ad positions.',
} as const;
