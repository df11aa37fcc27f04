/** The Ad Boost tab's words (document 1, section 8 'Boost'), in one place for the tab and its tests. */
export const BOOST_MESSAGES = {
  selectProduct: 'Please select a product to boost',
  alreadyBoosted: 'This product is already boosted',
  boostFailed: 'Failed to boost product',
  initiateFailed: 'Failed to initiate product boost',
  loadProductsFailed: 'Failed to load your products',
  removed: 'Boost removed successfully!',
  removeFailed: 'Failed to remove boost',
  boostedWithAd: (title: string) => `Successfully boosted ${title} using extra ad or subscription ad`,
  boostedPaid: (title: string) => `Successfully boosted ${title}!`,
} as const;

/** '23 h 5 min left', '12 min left', 'Ended'. */
export function timeLeft(endTime: string, now: number): string {
  const minutes = Math.floor((new Date(endTime).getTime() - now) / 60_000);
  if (!(minutes > 0)) return 'Ended';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}
