// The words of the saved searches: the toasts, the page's states and its dialog.
export const SAVED_SEARCH_MESSAGES = {
  title: 'Saved searches',
  lead: 'New listings that match a saved search show in your notifications, and in a daily e-mail if you like.',
  saved: 'Search saved. We will tell you about new matches.',
  saveFailed: 'Could not save this search. Please try again.',
  loadFailed: 'Failed to load your saved searches. Please try again.',
  empty: 'You have no saved searches yet.',
  emptyLead: 'Search or filter Buy & Sell or Borrow & Lend, then press “Save this search”.',
  digestOn: 'Daily e-mail turned on for this search.',
  digestOff: 'Daily e-mail turned off for this search.',
  changeFailed: 'Could not change this search. Please try again.',
  deleted: 'Saved search deleted.',
  deleteFailed: 'Could not delete this search. Please try again.',
  deleteTitle: 'Delete this saved search?',
  deleteText: 'You will no longer hear about new listings that match it.',
} as const;
