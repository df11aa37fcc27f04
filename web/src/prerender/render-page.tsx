import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter, useRoutes } from 'react-router-dom';
import { getGetListingQueryKey } from '@thriftz/client/generated/listings/listings';
import { getListActiveSiteNotificationsQueryKey } from '@thriftz/client/generated/notifications/notifications';
import { getListFeaturedStoreProductsQueryKey } from '@thriftz/client/generated/store-products/store-products';
import { getGetStoreShowcaseQueryKey, getListStoresQueryKey } from '@thriftz/client/generated/stores/stores';
import { createQueryClient } from '../app/query-client';
import { FEATURED_PRODUCTS_LIMIT, FEATURED_STORES_PAGE_SIZE } from '../features/stores/mini-stores-page';
import { appRoutes } from '../app/router';

export { fillShell } from './fill-shell';

/** The app's routes, as app.tsx renders them in the browser. */
function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The markup of a page's first screen as a visitor's first render shows it: every lazy page module
 * loaded (prerender waits for them), the data left pending (skeletons) unless the caller seeded the
 * query client (a detail page rendered at request time with its listing).
 */
export async function renderPage(url: string, queryClient: QueryClient = createQueryClient()): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every boundary inline, in place: no fallback swapped out by a script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed would leave its fallback in the markup, for the client to replace (a
      // shift): the page is not rendered at all instead, and the caller says why.
      onError: (error: unknown) => void failures.push(error),
    },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (failures.length > 0) throw new Error(`The render of ${url} failed: ${String(failures[0])}`, { cause: failures[0] });
  return html;
}

/**
 * Whether the server may render a path's first screen with the answers it has: a page at a fixed
 * address (no parameter, no nested table, not the 404 page), so what it renders is bounded by the
 * app's routes. A signed-in page's first screen is the session check, as the client's first render.
 */
export function isFixedPage(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname);
  return matches !== null && matches.every(({ route }) => !route.path || !/[:*]/.test(route.path));
}

/** Answers the server already has for a page, as the client's cache keys them: [queryKey, data]. */
export type InitialQueries = [readonly unknown[], unknown][];

/**
 * A page rendered at request time with the answers the API already knows (a listing's detail, the
 * mini stores' showcase, the site banner's notifications): its markup shows them, and the client
 * seeds the same entries before its first render (app/initial-queries), so that render shows the same.
 */
export async function renderPageWith(url: string, queries: InitialQueries): Promise<string> {
  const queryClient = createQueryClient();
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  return renderPage(url, queryClient);
}

/**
 * The cache keys of the reads the API answers with a page: the client's generated ones, with the
 * pages' own parameters, so they never drift apart. A key's parameters are what the API reads.
 */
export const pageQueryKeys = {
  listing: (id: string) => getGetListingQueryKey(id),
  siteNotifications: (page: 'home' | 'other') => getListActiveSiteNotificationsQueryKey({ page }),
  /** The mini stores' home (features/stores/mini-stores-page) asks these three. */
  storeShowcase: () => getGetStoreShowcaseQueryKey(),
  premiumStores: () => getListStoresQueryKey({ premium: true, pageSize: FEATURED_STORES_PAGE_SIZE }),
  featuredStoreProducts: () => getListFeaturedStoreProductsQueryKey({ limit: FEATURED_PRODUCTS_LIMIT }),
};

/**
 * The pages prerendered at build time and the file each is written to (dist/prerendered/): the API
 * serves a file there for the path it is named after ('index' for '/').
 */
export const LANDING_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/products': 'products.html',
  '/borrow': 'borrow.html',
  '/request': 'request.html',
  '/roommate-finder': 'roommate-finder.html',
};

