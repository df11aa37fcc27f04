import { getWishlist, replaceWishlist } from '@thriftz/client/generated/wishlist/wishlist';
import type { ReplaceWishlistInput } from '@thriftz/client/generated/model';
import { mergeWishlists, readWishlist, writeWishlist } from './wishlist-storage';

/**
 * Keeps a signed-in student's wishlist on their account too. The browser's list does not know
 * which ids are listings and which are requests, so every id is sent as both: the API keeps each
 * under the kind it exists as and drops the rest.
 */
const toInput = (ids: readonly string[]): ReplaceWishlistInput => ({ productIds: [...ids], requestIds: [...ids] });

let merge: { uid: string; done: Promise<boolean> } | null = null;
let writing: Promise<void> | null = null;
let dirty = false;

/**
 * Once per signed-in student and page load: the browser's list ∪ the account's, kept in both.
 * Resolves false when it failed (the next call tries again). Writes wait for it, so a toggle
 * made meanwhile cannot overwrite the account's list with the browser's alone.
 */
export function mergeWithAccount(uid: string): Promise<boolean> {
  if (merge?.uid === uid) return merge.done;
  const done = (async () => {
    const account = await getWishlist();
    const union = mergeWishlists(readWishlist(), [...account.productIds, ...account.requestIds]);
    writeWishlist(union);
    await replaceWishlist(toInput(union));
    return true;
  })().catch(() => {
    if (merge?.done === done) merge = null;
    return false;
  });
  merge = { uid, done };
  return done;
}

/** Sends the whole list after a change; changes made while one is on its way go in the next. */
export function saveToAccount(uid: string): Promise<void> {
  dirty = true;
  writing ??= (async () => {
    try {
      if (!(await mergeWithAccount(uid))) return;
      while (dirty) {
        dirty = false;
        await replaceWishlist(toInput(readWishlist()));
      }
    } catch {
      // The browser keeps the list; the next change sends it whole again.
    } finally {
      writing = null;
    }
  })();
  return writing;
}

/** After logging out (or in tests): the next student seen is merged afresh. */
export function forgetAccount(): void {
  merge = null;
  dirty = false;
}
