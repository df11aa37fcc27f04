import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Listing } from '@thriftz/client/generated/model';
import { getGetListingQueryKey } from '@thriftz/client/generated/listings/listings';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/router';

export { fillShell } from './fill-shell';

const handler = createStaticHandler(appRoutes);

/**
 * The markup of a page's first screen as a visitor's first render shows it: every lazy page module
 * loaded (prerender waits for them), the data left pending (skeletons) unless the caller seeded the
 * query client (a detail page rendered at request time with its listing).
 */
export async function renderPage(url: string, queryClient: QueryClient = createQueryClient()): Promise<string> {
  const context = await handler.query(new Request(new URL(url, 'http://thriftz.local')));
  if (context instanceof Response) throw new Error(`The prerender of ${url} was answered with a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // Every boundary inline, in place: no fallback swapped out by a script later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}

/**
 * A listing's detail page rendered at request time (the API knows the listing from the path): its
 * markup with the listing shown, and the cache entries the client seeds before its first render
 * (app/initial-queries) so that render shows the same. `id` is the path's, slug or uuid.
 */
export async function renderListingPage(id: string, listing: Listing) {
  const queryKey = getGetListingQueryKey(id);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKey, listing);
  const markup = await renderPage(`/product/${encodeURIComponent(id)}`, queryClient);
  return { markup, queries: [[queryKey, listing]] as [readonly unknown[], unknown][] };
}

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

