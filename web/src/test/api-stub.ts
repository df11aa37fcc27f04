import { vi } from 'vitest';
import type { CurrentUser } from '@thriftz/client/generated/model';

/** A JSON answer; from 400 up it is typed problem+json, as the API sends its errors. */
export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

/** An RFC 9457 problem as the API answers it (no detail). */
export function problem(status: number, title: string) {
  return json({ type: 'about:blank', title, status }, status);
}

export type Answer = Response | Promise<Response>;

/** Answers one call; `undefined` lets the stub fall through to its 404. */
export type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/**
 * Keys are a pathname ('/api/requests/mine') or a method and a pathname ('POST /api/requests').
 * A Response value is cloned for every call, so a test can be answered by the same one twice.
 */
export type RouteMap = Record<string, Response | Handler>;

export interface StubOptions {
  /**
   * Who `/api/auth/session` says is signed in: a user, or null for a 401. Left out, the session
   * call is not special and goes to the routes like any other.
   */
  session?: CurrentUser | null;
}

function fromMap(routes: RouteMap): Handler {
  return (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined) return undefined;
    return route instanceof Response ? route.clone() : route(url, init);
  };
}

/**
 * Replaces the global fetch (undone by `vi.unstubAllGlobals()`) with one that answers by URL path,
 * and 404 where nothing matches so a call a test did not expect fails loudly in the page.
 * Returns the mock so a test can read what was called.
 */
export function stubFetch(routes: RouteMap | Handler, { session }: StubOptions = {}) {
  const answer = typeof routes === 'function' ? routes : fromMap(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (session !== undefined && url.pathname === '/api/auth/session') {
      return session ? json({ user: session, googleEnabled: false }) : problem(401, 'Unauthorized');
    }
    return (await answer(url, init)) ?? problem(404, 'Not Found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** `stubFetch`, and the URL of every call in order: a live list a test can read as calls come in. */
export function stubFetchUrls(answer: Handler, options?: StubOptions) {
  const urls: URL[] = [];
  stubFetch((url, init) => {
    urls.push(url);
    return answer(url, init);
  }, options);
  return urls;
}

/** One page of a list endpoint's answer (listings, requests, roommates share the shape). */
export function listPage<T>(items: T[], total = items.length, totalIsCapped = false) {
  return { items, total, totalIsCapped, page: 1, pageSize: 24 };
}

/**
 * Collects the JSON body of every call to `route` ('POST /api/requests') and answers those with `answer`;
 * every other call gets `otherwise()`. Returns the bodies: a live list, filled as the calls come in.
 */
export function stubFetchBodies(route: string, answer: () => Answer, otherwise: Handler) {
  const [method, pathname] = route.split(' ');
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    if (url.pathname === pathname && init?.method === method) {
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return otherwise(url, init);
  });
  return bodies;
}
