// Fills the post slots (ui/posts/post-slots.tsx) with the features that own them: the wishlist
// heart, in-app chat and reporting. The app layer is the one place allowed to join features.
import type { ReactNode } from 'react';
import { StartChatButton } from '../features/chat/start-chat-button';
import { ReportButton } from '../features/reports/report-button';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { PostSlotsProvider, type PostSlots } from '../ui/posts/post-slots';

export const APP_POST_SLOTS: PostSlots = {
  Wishlist: WishlistButton,
  StartChat: StartChatButton,
  Report: ReportButton,
};

export function AppPostSlots({ children }: { children: ReactNode }) {
  return <PostSlotsProvider value={APP_POST_SLOTS}>{children}</PostSlotsProvider>;
}
