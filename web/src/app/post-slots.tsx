// Fills the post slots (ui/posts/post-slots.tsx) with the features that own them: the wishlist
// heart, in-app chat, reporting and the ad slots. The app layer is the one place allowed to join features.
// They load when a page first shows them or once the page has loaded (preloaded), not in the app's
// entry: no page's first frame needs them, and the pages without posts (the inbox, forms) never wait for them.
import type { ReactNode } from 'react';
import { PostSlotsProvider, type PostSlots } from '../ui/posts/post-slots';
import { preloaded } from './preloaded';

export const APP_POST_SLOTS: PostSlots = {
  Wishlist: preloaded(() => import('../features/wishlist/wishlist-button').then((m) => m.WishlistButton), { whenUsed: true }),
  StartChat: preloaded(() => import('../features/chat/start-chat-button').then((m) => m.StartChatButton), { whenUsed: true }),
  Report: preloaded(() => import('../features/reports/report-button').then((m) => m.ReportButton), { whenUsed: true }),
  // Once the page has loaded: an ad never holds up what the student came for.
  Ad: preloaded(() => import('../features/ads/ad-slot').then((m) => m.AdSlot), { whenIdle: true }),
  SaveSearch: preloaded(() => import('../features/saved-searches/save-search-button').then((m) => m.SaveSearchButton), { whenIdle: true }),
};

export function AppPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsProvider value={APP_POST_SLOTS}>{children}</PostSlotsProvider>;
}
