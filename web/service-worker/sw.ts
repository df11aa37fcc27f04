// The student app's service worker. vite-plugin-pwa builds it (injectManifest) into dist/sw.js,
// putting the build's file list where self.__WB_MANIFEST stands. It keeps the app's own files, so
// their code never waits on the network and an open app moves between its pages offline; shows
// the offline page when a page cannot be fetched; and keeps the API's public reads for when the
// network is gone, never a private answer. Anything it has no route for (other apps' files,
// writes, pictures) goes to the network untouched.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE, isApiRead, isAppNavigation, isPublicAnswer, OFFLINE_PAGE } from './cache-rules';
import { CLEAR_API_CACHE } from './messages';

declare const self: ServiceWorkerGlobalScope;

// Exactly the listed files: no directory index and no clean URLs, so '/' is never answered with the
// kept index.html. The server makes the pages (landing pages prerendered, a page's data inline,
// the pre-launch marking) and must go on doing so.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages from the network as the server makes them, never kept: a kept page would name the hashed
// files of a build the next version no longer keeps. Without a network, the offline page (below).
registerRoute(isAppNavigation, new NetworkOnly());

// The API's reads, network first: what the server marked public is kept for offline use (a day at
// most), anything else passes through and is never written (cache-rules.ts says why that is the rule).
registerRoute(
  isApiRead,
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A route that failed (no network, nothing kept): a page shows the offline page, anything else
// fails as it would have without the worker.
setCatchHandler(async ({ request }) =>
  request.destination === 'document' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // The update prompt's Reload (workbox-window's messageSkipWaiting): this version takes over.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Someone signed in or out: a visitor's kept reads are not shown to the student offline, and
  // nothing kept outlives a change of account.
  if (type === CLEAR_API_CACHE) event.waitUntil(caches.delete(API_CACHE));
});

// The first version takes the open page at once (its later requests pass through it), rather than
// from the next visit on. Later versions wait for the prompt's Reload (registerType 'prompt').
clientsClaim();
