// What the student app's service worker (sw.ts) takes into its hands and what it may keep, as
// plain functions the unit tests can call: the worker itself only wires them to workbox.

/** The runtime cache of the API's public reads (the precache holds the app's own files). */
export const API_CACHE = 'thriftz-api-public-reads';

/** The precached page a navigation gets when the network cannot be reached. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Paths whose pages are not the student app's: the API's (its docs, an e-mail's unsubscribe page),
 * the back office and the store owner portal at its default path. The worker leaves navigations
 * there to the browser. A deployment may move the portal (STORE_PORTAL_PATH, kept unguessable):
 * this public script must not name it, so a navigation there passes through the worker's
 * network-only handler unchanged and only differs offline (the offline page, not the browser's).
 */
const NOT_THE_APP = /^\/(?:api|admin|store-portal)(?:\/|$)/;

/** A request as workbox's route matching sees it. */
export interface Asked {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/** A page of the student app: the worker fetches it from the network and, failing that, shows OFFLINE_PAGE. */
export function isAppNavigation({ request, url, sameOrigin }: Asked): boolean {
  return request.mode === 'navigate' && sameOrigin && !NOT_THE_APP.test(url.pathname);
}

/**
 * A read of the API the app makes with fetch: network first, and only kept when isPublicAnswer.
 * Pictures are left to the browser's HTTP cache, which keeps them for a year already
 * (immutable), and the chat's WebSocket (/api/socket) never passes through a worker at all.
 */
export function isApiRead({ request, url, sameOrigin }: Asked): boolean {
  return (
    request.method === 'GET' &&
    request.mode !== 'navigate' &&
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/images/') &&
    !url.pathname.startsWith('/api/socket')
  );
}

/** The directives of a Cache-Control header, lower-cased, without their values. */
function directives(cacheControl: string | null): Set<string> {
  return new Set(
    (cacheControl ?? '')
      .split(',')
      .map((part) => part.split('=')[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Whether an API answer may be kept for offline use. The worker cannot tell who asked: the browser
 * adds the session cookie after the worker (and it is HttpOnly), so "never keep a request that
 * carried a cookie" cannot be checked here. The server can, and says it in Cache-Control: a
 * visitor's read is `public` (the same for every visitor), every answer to a signed-in caller
 * (session, token, store portal) `private, no-store`. So only a whole 200 the server marked
 * `public`, and neither private nor no-store, is kept; anything else passes through untouched.
 */
export function isPublicAnswer(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect') return false;
  const said = directives(response.headers.get('cache-control'));
  return said.has('public') && !said.has('private') && !said.has('no-store');
}
