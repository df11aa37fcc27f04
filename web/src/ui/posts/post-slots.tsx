// The parts of a post's card and page that belong to other features (the wishlist heart, in-app
// chat, reporting, and the pages' ad positions). A feature may not import another feature, so the card and the detail pages
// render these slots and the app layer fills them (app/post-slots.tsx) once for the whole tree.
import { createContext, useContext, type ComponentType } from 'react';
import type { ItemKind, ListListingsParams } from '@thriftz/client/generated/model';
import type { ButtonSize, ButtonVariant } from '../button';

export interface WishlistSlotProps {
  itemId: string;
  variant?: 'icon' | 'full';
}

export interface StartChatSlotProps {
  kind: ItemKind;
  itemId: string | null | undefined;
  /** The owner's user id (seller, requester or poster); missing for anonymous items. */
  ownerId: string | null | undefined;
  /** Hidden for anonymous listings. */
  hidden?: boolean;
  /** An anonymous request: no ownerId, the server finds the requester (who stays an alias). */
  anonymousOwner?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export interface ReportSlotProps {
  itemType: 'listing' | 'request' | 'user' | 'review';
  itemId: string;
}

export interface AdSlotProps {
  /** An ad position's name, e.g. 'product-listing'. */
  position: string;
  className?: string;
}

export interface SaveSearchSlotProps {
  /** The browse's list call parameters: the filters to save are these (without sort and page). */
  params: ListListingsParams;
  /** The active filters' chip labels, to name the search after. */
  chipLabels: string[];
}

export interface PostSlots {
  Wishlist: ComponentType<WishlistSlotProps>;
  StartChat: ComponentType<StartChatSlotProps>;
  Report: ComponentType<ReportSlotProps>;
  /** A named ad position's sponsored banner (the ads feature's). */
  Ad: ComponentType<AdSlotProps>;
  /** A listings browse's "Save this search" (the saved-searches feature's). */
  SaveSearch: ComponentType<SaveSearchSlotProps>;
}

function Nothing() {
  return null;
}

/** Without a provider (a part rendered on its own) the slots stay empty. */
const PostSlotsContext = createContext<PostSlots>({ Wishlist: Nothing, StartChat: Nothing, Report: Nothing, Ad: Nothing, SaveSearch: Nothing });

export const PostSlotsProvider = PostSlotsContext.Provider;

export function usePostSlots(): PostSlots {
  return useContext(PostSlotsContext);
}
