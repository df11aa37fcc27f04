import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@thriftz/client/fetcher';
import { appRoutes } from './router';
import { shellRoutes } from './shell-routes';

const LISTING_ID = '0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e';
const SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';

const problem = (status: number, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status, detail, code: 'internal' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** A visitor, and every other call failing the way a broken database makes it fail. */
function stubBrokenServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/session') {
      return new Response(JSON.stringify({ user: null, googleEnabled: false }), { headers: { 'content-type': 'application/json' } });
    }
    return problem(500, 'Something went wrong. Please try again.');
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The routes under the declarative router, as app.tsx renders them. */
function renderAt(path: string, routes: RouteObject[] = appRoutes) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The header and footer are still there: the error took the page's place, not the app's. */
function expectShell() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
}

beforeEach(() => {
  // React reports each error a boundary catches; these are the ones the tests provoke.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page that cannot load', { timeout: 20_000 }, () => {
  it('whose data fails with 500 says so in words, with a retry that asks again', async () => {
    const fetch = stubBrokenServer();
    renderAt(`/product/${LISTING_ID}`);

    // The first render loads the page's chunk through the real router: allow it a few seconds.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load the listing. Please try again.');
    expect(document.body.textContent).not.toMatch(/"status"|problem\+json|internal/);
    expectShell();

    const calls = () => fetch.mock.calls.filter(([url]) => String(url).includes(`/api/listings/${LISTING_ID}`)).length;
    const before = calls();
    const retry = within(alert).getByRole('button', { name: 'Try Again' });
    retry.focus();
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    await vi.waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('that throws while rendering shows the error page inside the app, with a reload and a way home', async () => {
    stubBrokenServer();
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'title')");
    }
    renderAt('/broken', shellRoutes([{ path: 'broken', element: <Broken /> }]));

    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_ERROR);
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expectShell();
    expect(document.title).toBe('This page could not load · Thriftz');
  });

  it('gives way to the next page once the student moves on', async () => {
    stubBrokenServer();
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'title')");
    }
    renderAt('/broken', shellRoutes([{ index: true, element: <h1>The home page</h1> }, { path: 'broken', element: <Broken /> }]));

    await userEvent.click(await screen.findByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The home page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not load' })).not.toBeInTheDocument();
    expectShell();
  });

  it("whose code cannot be downloaded (after a deploy) offers a reload to get the new version", async () => {
    stubBrokenServer();
    const Gone = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/old-page-3f9a1c.js')));
    renderAt('/old', shellRoutes([{ path: 'old', element: <Gone /> }]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thriftz has been updated' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reload to get it.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expectShell();
  });

  it("that a refusal stops shows the server's words for it, and a server failure never its own", async () => {
    stubBrokenServer();
    function Refused(): never {
      throw new ApiError({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Only admins can open this page.' });
    }
    function Failed(): never {
      throw new ApiError({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'relation "sessions" does not exist' });
    }
    renderAt('/refused', shellRoutes([{ path: 'refused', element: <Refused /> }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can open this page.');

    renderAt('/failed', shellRoutes([{ path: 'failed', element: <Failed /> }]));
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(/relation "sessions"/)).not.toBeInTheDocument();
  });
});

describe('an old address', { timeout: 20_000 }, () => {
  it('/requests goes on to the requests page at /request, keeping its query', async () => {
    stubBrokenServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/requests?category=books&search=drafter#top'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/request'));
    expect(router.state.location.search).toBe('?category=books&search=drafter');
    expect(router.state.location.hash).toBe('#top');
    // Replaced, not pushed: Back does not bounce through the old address.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { name: 'This page wandered off campus' })).not.toBeInTheDocument();
  });
});
