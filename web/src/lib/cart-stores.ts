/**
 * The cart seen store by store: checkout covers one store at a time (document 2, section 5), so
 * the cart page offers a checkout per store and the checkout page takes the lines of one store.
 * Shared by the cart page (features/cart) and checkout (features/orders).
 */
import type { CartItem, CartStore } from './cart';

export const SAME_STORE_MESSAGE = 'All items in cart must be from the same store';
export const MISSING_STORE_MESSAGE = 'Some items in your cart are missing store information. Please remove and re-add them.';

export interface StoreGroup {
  store: CartStore;
  items: CartItem[];
}

/** The lines grouped by store, in the order each store first appears; lines without a store are left out. */
export function groupByStore(items: readonly CartItem[]): StoreGroup[] {
  const groups = new Map<string, StoreGroup>();
  for (const item of items) {
    if (!item.store) continue;
    const group = groups.get(item.store._id);
    if (group) group.items.push(item);
    else groups.set(item.store._id, { store: item.store, items: [item] });
  }
  return [...groups.values()];
}

/** A line the store cannot sell now: nothing left when last seen. */
export const isOutOfStock = (item: CartItem) => item.stock <= 0;

/** A line of a product with sizes but no size chosen: checkout asks for one ('Please select a size for {title}'). */
export const needsSize = (item: CartItem) => item.hasSizes && !item.size;

/** Where checking out this store's lines starts; with one store in the cart the plain /checkout. */
export const checkoutPath = (storeId: string, storeCount: number) =>
  storeCount > 1 ? `/checkout?store=${encodeURIComponent(storeId)}` : '/checkout';

export type CheckoutSelection =
  | { kind: 'empty' }
  | { kind: 'missing-store' }
  | { kind: 'several-stores' }
  | { kind: 'ready'; group: StoreGroup };

/**
 * What /checkout can take from the cart: every line must carry its store, and the lines are those
 * of one store: the one asked for (?store=), or the only one in the cart.
 */
export function selectForCheckout(items: readonly CartItem[], storeId: string | null): CheckoutSelection {
  if (items.length === 0) return { kind: 'empty' };
  if (items.some((item) => !item.store)) return { kind: 'missing-store' };
  const groups = groupByStore(items);
  const chosen = storeId ? groups.find((group) => group.store._id === storeId) : undefined;
  if (chosen) return { kind: 'ready', group: chosen };
  if (groups.length === 1) return { kind: 'ready', group: groups[0]! };
  return { kind: 'several-stores' };
}
