// Fills the post slots (ui/posts/post-slots.tsx) with the features that own them: the wishlist
// heart, in-app chat, reporting and the ad slots. The app layer is the one place allowed to join features.
// They are not in the app's entry (no page's first frame needs them): they load as the app starts
// when the landing page may show posts (preloadPostSlots), else when a page first shows them or
// once the page has loaded, so a signed-in page without posts (the inbox) never waits for them.
import type { ReactNode } from 'react';
import { PostSlotsProvider, type PostSlots } from '../ui/posts/post-slots';
import { preloaded } from './preloaded';

const Wishlist = preloaded(() => import('../features/wishlist/wishlist-button').then((m) => m.WishlistButton), { whenUsed: true });
const StartChat = preloaded(() => import('../features/chat/start-chat-button').then((m) => m.StartChatButton), { whenUsed: true });
const Report = preloaded(() => import('../features/reports/report-button').then((m) => m.ReportButton), { whenUsed: true });

export const APP_POST_SLOTS: PostSlots = {
  Wishlist,
  StartChat,
  Report,
  // Once the page has loaded: an ad never holds up what the student came for.
  Ad: preloaded(() => import('../features/ads/ad-slot').then((m) => m.AdSlot), { whenIdle: true }),
  SaveSearch: preloaded(() => import('../features/saved-searches/save-search-button').then((m) => m.SaveSearchButton), { whenIdle: true }),
};

/**
 * Starts the slots' code as the app starts, for a landing page that may show posts in its first
 * screen (home, a browse, a post's page): there they are ready with the page, and nothing moves
 * when they arrive.
 */
export function preloadPostSlots() {
  for (const slot of [Wishlist, StartChat, Report]) void slot.preload().catch(() => {});
}

export function AppPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsProvider value={APP_POST_SLOTS}>{children}</PostSlotsProvider>;
}
