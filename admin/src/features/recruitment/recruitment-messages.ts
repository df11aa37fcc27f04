/**
 * The Recruitment panel's texts. Those the spec fixes (spec 3, sections 5 and 8) are word for word;
 * the rest are this panel's own.
 */
export const recruitmentMessages = {
  fetchFailed: 'Failed to fetch applications',
  statusChanged: (statusLabel: string) => `Application ${statusLabel}`,
  statusFailed: 'Failed to update status',
  deleted: (name: string) => `Application for ${name} deleted successfully`,
  deleteFailed: 'Failed to delete application',
  bulkDeleted: (n: number) => `Successfully deleted ${n} application(s)`,
  bulkPartlyFailed: (n: number) => `Failed to delete ${n} application(s)`,
  bulkAllFailed: 'Failed to delete any applications',
  bulkFailed: 'Failed to perform bulk delete',
  noneSelected: 'No applications selected for deletion',
  notesSaved: 'Interview notes saved',
  statsFailed: 'Failed to load application statistics',
  exported: 'CSV exported successfully',
  exportFailed: 'Failed to export applications',
  confirmBulkDelete: (n: number) =>
    `Are you sure you want to delete ${n} application(s)? This action cannot be undone.`,
  confirmDelete: (name: string) =>
    `Are you sure you want to delete the application of ${name}? This action cannot be undone.`,
  confirmReject: (name: string) =>
    `Reject the application of ${name}? They will be told by e-mail, and a rejected application cannot move again.`,
  empty: 'No applications found.',
  emptyHint: 'Applications sent from the recruitment page appear here. Try another status filter.',
} as const;
