/**
 * The wishlist as the browser keeps it (document 1, Wishlist): one JSON array of listing and
 * request ids under localStorage `wishlist`, oldest first. Anything else found there (hand edits,
 * older formats) is dropped on read.
 */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** The contract's ceiling on a stored wishlist. */
export const WISHLIST_MAX_ITEMS = 200;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isWishlistId = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** Unique lower-case UUIDs, first occurrence kept; past the cap the oldest go. */
export function normalizeWishlist(values: readonly unknown[]): string[] {
  const ids = [...new Set(values.filter(isWishlistId).map((id) => id.toLowerCase()))];
  return ids.slice(-WISHLIST_MAX_ITEMS);
}

export function parseWishlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? normalizeWishlist(value) : [];
  } catch {
    return [];
  }
}

/** The account's ids then the browser's: the browser's are the most recent when the cap bites. */
export function mergeWishlists(local: readonly string[], account: readonly string[]): string[] {
  return normalizeWishlist([...account, ...local]);
}

/** Adds the id at the end (the newest), or removes it. */
export function toggleId(ids: readonly string[], id: string): { ids: string[]; added: boolean } {
  const key = id.toLowerCase();
  if (ids.includes(key)) return { ids: ids.filter((other) => other !== key), added: false };
  return { ids: normalizeWishlist([...ids, key]), added: true };
}

// localStorage can be missing or refuse writes (private modes, full quota): the list then lives in
// memory for this page.
let memory: string | null = null;
let inMemoryOnly = false;

function readRaw(): string | null {
  if (inMemoryOnly) return memory;
  try {
    return window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    inMemoryOnly = true;
    return memory;
  }
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];

/** The stored ids; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
export function readWishlist(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseWishlist(raw);
  }
  return cachedIds;
}

export function writeWishlist(ids: readonly string[]): void {
  const raw = JSON.stringify(normalizeWishlist(ids));
  memory = raw;
  try {
    if (!inMemoryOnly) window.localStorage.setItem(WISHLIST_STORAGE_KEY, raw);
  } catch {
    inMemoryOnly = true;
  }
  listeners.forEach((listener) => listener());
}

/** Calls back on every change, from this tab or (through the storage event) another one. */
export function subscribeWishlist(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
