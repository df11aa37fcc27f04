/** The Reports panel's texts (spec 3, sections 2.3 and 8). */
export const reportsMessages = {
  title: 'Reports',
  loadFailed: 'Failed to load reports',
  exported: 'CSV exported successfully',
  empty: 'No data available',
  download: 'Download CSV',
  generatedOn: 'Generated on',
  previewNote: (shown: number, total: number) => `Showing the first ${shown} of ${total} records; the CSV has them all.`,
} as const;
