/** The Mini Stores panel's texts; the failures and the delete warning are the spec's words (sections 5 and 8). */
export const miniStoresMessages = {
  loadStoresFailed: 'Failed to load mini stores',
  loadProductsFailed: 'Failed to load mini store products',
  updateProductFailed: 'Failed to update product status',
  regenerateFailed: 'Failed to regenerate entry code',
  deleteFailed: 'Failed to delete mini store',
  cannotBeUndone: 'This action cannot be undone.',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDetail:
    'Its products, pictures and owner-portal sessions go with it; its orders stay in the Orders panel. Pending and confirmed orders are cancelled as the store was closed, their buyers are told, and paid ones are refunded.',
  deleted: (name: string) => `${name} deleted successfully`,
  regenerateTitle: (name: string) => `Regenerate the entry code of ${name}?`,
  regenerateDetail: 'The current code stops working at once and everyone signed in to the store portal is signed out.',
  regenerated: 'Entry code regenerated successfully',
  codeShownOnce: 'Copy it now: it is shown only this once.',
  copied: 'Entry code copied',
  copyFailed: 'Could not copy: select the code and copy it by hand',
  productActivated: 'Product activated successfully',
  productDeactivated: 'Product deactivated successfully',
  noStores: 'No mini stores found',
  noProducts: 'No store products found',
  emptyHint: 'Try adjusting your search or filter criteria',
} as const;
