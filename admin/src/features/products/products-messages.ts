/** The Products panel's texts; the failures are the spec's words (section 8). */
export const productsMessages = {
  loadFailed: 'Failed to load products',
  updateFailed: 'Failed to update product',
  madeAvailable: (title: string) => `${title} is now available`,
  madeUnavailable: (title: string) => `${title} is now unavailable`,
  empty: 'No products found',
  emptyHint: 'Try adjusting your search or filter criteria',
} as const;
