import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListWishlistItemsQueryKey, listWishlistItems } from '@thriftz/client/generated/wishlist/wishlist';
import type { WishlistItems } from '@thriftz/client/generated/model';

/**
 * Ids per call. The contract takes up to 100 of each kind, but the browser's list does not know
 * kinds, so every id goes out twice (as productId and requestId); 50 keeps the address near 5 KB.
 */
export const WISHLIST_ITEMS_BATCH = 50;

/** The cards for the ids, in the order given, fetched in batches. */
export async function fetchWishlistItems(ids: readonly string[], signal?: AbortSignal): Promise<WishlistItems> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += WISHLIST_ITEMS_BATCH) {
    batches.push(ids.slice(start, start + WISHLIST_ITEMS_BATCH));
  }
  const pages = await Promise.all(
    batches.map((batch) => listWishlistItems({ productId: batch, requestId: batch }, { signal })),
  );
  return {
    products: pages.flatMap((page) => page.products),
    requests: pages.flatMap((page) => page.requests),
  };
}

/** The wishlist's cards, newest first; the previous answer stays on screen while ids change. */
export function useWishlistItems(ids: readonly string[]) {
  const newestFirst = [...ids].reverse();
  return useQuery({
    queryKey: [...getListWishlistItemsQueryKey(), { ids: newestFirst }],
    queryFn: ({ signal }) => fetchWishlistItems(newestFirst, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
