import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mergeWishlists,
  parseWishlist,
  readWishlist,
  subscribeWishlist,
  toggleId,
  WISHLIST_MAX_ITEMS,
  WISHLIST_STORAGE_KEY,
  writeWishlist,
} from './wishlist-storage';

/** A valid, distinct UUID per number. */
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const A = id(1);
const B = id(2);
const C = id(3);

afterEach(() => {
  localStorage.clear();
});

describe('parseWishlist', () => {
  it('keeps only UUID strings, lower-cased and once each', () => {
    const raw = JSON.stringify([A, 'not-an-id', 42, null, { id: B }, B.toUpperCase(), A, '', C]);
    expect(parseWishlist(raw)).toEqual([A, B, C]);
  });

  it('reads anything that is not a JSON array as empty', () => {
    expect(parseWishlist(null)).toEqual([]);
    expect(parseWishlist('')).toEqual([]);
    expect(parseWishlist('{broken')).toEqual([]);
    expect(parseWishlist(JSON.stringify({ [A]: true }))).toEqual([]);
    expect(parseWishlist(JSON.stringify(A))).toEqual([]);
  });

  it('keeps the newest 200 when there are more', () => {
    const ids = Array.from({ length: 250 }, (_, n) => id(n));
    const parsed = parseWishlist(JSON.stringify(ids));
    expect(parsed).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(parsed[0]).toBe(id(50));
    expect(parsed.at(-1)).toBe(id(249));
  });
});

describe('mergeWishlists', () => {
  it('is the union, each id once, the account first', () => {
    expect(mergeWishlists([B, C], [A, B.toUpperCase()])).toEqual([A, B, C]);
    expect(mergeWishlists([], [])).toEqual([]);
  });

  it('drops the oldest account ids first when the union passes the cap', () => {
    const account = Array.from({ length: 150 }, (_, n) => id(n));
    const local = Array.from({ length: 100 }, (_, n) => id(1000 + n));
    const merged = mergeWishlists(local, account);
    expect(merged).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(merged[0]).toBe(id(50));
    expect(merged.slice(-100)).toEqual(local);
  });
});

describe('toggleId', () => {
  it('adds at the end, and removes whatever the case', () => {
    expect(toggleId([A], B.toUpperCase())).toEqual({ ids: [A, B], added: true });
    expect(toggleId([A, B], A.toUpperCase())).toEqual({ ids: [B], added: false });
  });

  it('makes room by dropping the oldest when full', () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, n) => id(n));
    const { ids, added } = toggleId(full, id(999));
    expect(added).toBe(true);
    expect(ids).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(ids[0]).toBe(id(1));
    expect(ids.at(-1)).toBe(id(999));
  });
});

describe('the stored list', () => {
  it('writes a JSON array under `wishlist` and reads it back as the same array', () => {
    writeWishlist([A, B]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe(JSON.stringify([A, B]));
    const first = readWishlist();
    expect(first).toEqual([A, B]);
    expect(readWishlist()).toBe(first);
  });

  it('filters junk another script left there', () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['junk', A, 7]));
    expect(readWishlist()).toEqual([A]);
  });

  it('tells subscribers about writes here and storage events from other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeWishlist(listener);
    writeWishlist([A]);
    expect(listener).toHaveBeenCalledTimes(1);

    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([A, B]));
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readWishlist()).toEqual([A, B]);

    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    writeWishlist([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
