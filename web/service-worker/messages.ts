// What a page of the app may tell the service worker (sw.ts), besides workbox-window's own
// SKIP_WAITING: the page's side is src/features/installable-app.

/** Someone signed in or out: forget every API answer kept for offline use. */
export const CLEAR_API_CACHE = 'CLEAR_API_CACHE';
