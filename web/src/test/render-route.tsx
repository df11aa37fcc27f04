import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { getGetSessionQueryKey } from '@thriftz/client/generated/auth/auth';

/** No retries: a failed call shows its error state at once instead of after backoff. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` under a fresh query client; `client` is returned for tests that read the cache. */
export function renderWithClient(ui: ReactElement) {
  const client = testQueryClient();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, ...result };
}

/** Catches every navigation the routes under test do not claim, so a test can see it left. */
export const ELSEWHERE: RouteObject = { path: '*', element: <p>elsewhere</p> };

export interface RouteOptions {
  /** Wraps the router inside the query client, e.g. the app's post slots. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Renders `routes` in a memory (data) router started at `at`; `router` is returned to read or drive navigation. */
export function renderRoute(routes: RouteObject[], at: string, { wrapper: Wrapper = Fragment }: RouteOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const { client, ...result } = renderWithClient(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { client, router, ...result };
}

/** Shows the current query string, for pages that keep their filters in the URL; read it with `shownSearch`. */
export function SearchProbe() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

/** Renders `page` with a SearchProbe beside it, at `at`, under a catch-all route; returns the router. */
export function renderWithSearchProbe(page: ReactElement, at: string) {
  const ui = (
    <>
      {page}
      <SearchProbe />
    </>
  );
  return renderRoute([{ path: '*', element: ui }], at).router;
}

/** The query string SearchProbe shows. */
export const shownSearch = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

/** Resolves once the session call has answered, either way: parts that depend on who is signed in wait for it. */
export const sessionSettled = (client: QueryClient) =>
  vi.waitFor(() => expect(client.getQueryState(getGetSessionQueryKey())?.status).toMatch(/success|error/));
