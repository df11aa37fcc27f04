/**
 * The shopping cart, kept by the browser as the spec has it (localStorage `cart`): lines of
 * product fields plus quantity, size and store. Adding the same product and size again raises its
 * quantity; a quantity of 0 or less removes the line; quantities stay within 1 and the stock the
 * product had when added. The server re-prices and re-checks stock at checkout, so nothing here
 * is trusted: it is what the student chose. Shared by the storefront (Add to cart), the cart
 * page, checkout and the header badge.
 */
import { useSyncExternalStore } from 'react';
import type { StoreProduct } from '@thriftz/client/generated/model';

export const CART_STORAGE_KEY = 'cart';
const MAX_LINES = 50;
const MAX_QUANTITY = 100;

export interface CartStore {
  _id: string;
  name: string;
  slug: string;
}

export interface CartItem {
  _id: string;
  title: string;
  price: number;
  /** The product's stock (or the chosen size's) when last seen. */
  stock: number;
  hasSizes: boolean;
  /** The chosen size's text; null for a product without sizes. */
  size: string | null;
  quantity: number;
  /** The first picture's small variant, for the 80 px and 48 px thumbnails. */
  imageUrl: string | null;
  /** Missing on lines saved by a page that did not know the store: checkout asks to re-add them. */
  store: CartStore | null;
}

/** The identity of a line: the same product in another size is another line. */
export const lineKey = (item: Pick<CartItem, '_id' | 'size'>) => `${item._id}|${item.size ?? ''}`;

const isLine = (value: unknown): value is CartItem => {
  const v = value as CartItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v._id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.price === 'number' &&
    typeof v.stock === 'number' &&
    typeof v.quantity === 'number' &&
    v.quantity >= 1
  );
};

export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(isLine)
      .map((item) => ({
        ...item,
        size: typeof item.size === 'string' ? item.size : null,
        hasSizes: Boolean(item.hasSizes),
        imageUrl: typeof item.imageUrl === 'string' ? item.imageUrl : null,
        store: item.store && typeof item.store._id === 'string' ? item.store : null,
        quantity: Math.min(Math.floor(item.quantity), MAX_QUANTITY),
      }))
      .slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

// localStorage can be missing or refuse writes (private modes, full quota): the cart then lives in
// memory for this page.
let memory: string | null = null;
let inMemoryOnly = false;
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function readRaw(): string | null {
  if (inMemoryOnly) return memory;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    inMemoryOnly = true;
    return memory;
  }
}

function snapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

function write(items: CartItem[]) {
  const raw = JSON.stringify(items);
  memory = raw;
  if (!inMemoryOnly) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      inMemoryOnly = true;
    }
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const getCartItems = snapshot;

/** A cart line for the product (and size) as the product page shows it. */
export function toCartItem(product: StoreProduct, size: string | null, quantity = 1): CartItem {
  const sized = size === null ? undefined : product.sizes.find((s) => s.size === size);
  return {
    _id: product._id,
    title: product.title,
    price: product.price,
    stock: sized ? sized.stock : product.stock,
    hasSizes: product.hasSizes,
    size,
    quantity,
    imageUrl: product.images[0]?.thumbUrl ?? null,
    store: product.store._id && product.store.slug ? { _id: product.store._id, name: product.store.name, slug: product.store.slug } : null,
  };
}

/** Adds the line, or raises the quantity of the same product and size (never past its stock). */
export function addToCart(item: CartItem): void {
  const items = snapshot();
  const key = lineKey(item);
  const existing = items.find((line) => lineKey(line) === key);
  const cap = Math.max(1, Math.min(item.stock, MAX_QUANTITY));
  if (existing) {
    write(items.map((line) => (line === existing ? { ...item, quantity: Math.min(existing.quantity + item.quantity, cap) } : line)));
  } else {
    write([...items, { ...item, quantity: Math.min(item.quantity, cap) }].slice(-MAX_LINES));
  }
}

/** Sets a line's quantity: 0 or less removes it; more than its stock is held at the stock. */
export function setCartQuantity(key: string, quantity: number): void {
  const items = snapshot();
  if (quantity <= 0) return write(items.filter((line) => lineKey(line) !== key));
  write(items.map((line) => (lineKey(line) === key ? { ...line, quantity: Math.min(quantity, Math.max(1, line.stock), MAX_QUANTITY) } : line)));
}

export function removeFromCart(key: string): void {
  write(snapshot().filter((line) => lineKey(line) !== key));
}

/**
 * Removes the lines just bought: checkout covers one store at a time, so the other stores' lines
 * (and anything added meanwhile in another tab) stay in the cart.
 */
export function removeCartLines(keys: readonly string[]): void {
  const bought = new Set(keys);
  write(snapshot().filter((line) => !bought.has(lineKey(line))));
}

export function clearCart(): void {
  write([]);
}

const serverSnapshot: CartItem[] = [];

/** The cart's lines, re-rendering on every change (this tab's or another's). */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
}

/** The number of items (sum of quantities), for the header badge. */
export function useCartCount(): number {
  return useCart().reduce((sum, line) => sum + line.quantity, 0);
}

export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, line) => sum + line.price * line.quantity, 0);
