// Fills the post slots (ui/posts/post-slots.tsx) with the features that own them: the wishlist
// heart, in-app chat, reporting and the ad slots. The app layer is the one place allowed to join features.
// They load beside the first page (preloaded), not in the app's entry: no page's first frame needs them.
import type { ReactNode } from 'react';
import { PostSlotsProvider, type PostSlots } from '../ui/posts/post-slots';
import { preloaded } from './preloaded';

export const APP_POST_SLOTS: PostSlots = {
  Wishlist: preloaded(() => import('../features/wishlist/wishlist-button').then((m) => m.WishlistButton)),
  StartChat: preloaded(() => import('../features/chat/start-chat-button').then((m) => m.StartChatButton)),
  Report: preloaded(() => import('../features/reports/report-button').then((m) => m.ReportButton)),
  // Once the page has loaded: an ad never holds up what the student came for.
  Ad: preloaded(() => import('../features/ads/ad-slot').then((m) => m.AdSlot), { whenIdle: true }),
  SaveSearch: preloaded(() => import('../features/saved-searches/save-search-button').then((m) => m.SaveSearchButton), { whenIdle: true }),
};

export function AppPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsProvider value={APP_POST_SLOTS}>{children}</PostSlotsProvider>;
}
