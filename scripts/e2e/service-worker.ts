import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The student app's service worker as a spec sees it (launchBrowser({ serviceWorker: true })):
// waiting for it to control a page, what it keeps, and stopping it as a browser would.

/** Notes, in every document of the page, whether the worker controlled it from its start. */
export function noteControlAtLoad(page: Page) {
  return page.addInitScript(() => {
    (window as unknown as { controlledAtLoad: boolean }).controlledAtLoad = navigator.serviceWorker.controller !== null;
  });
}

/** Waits until the service worker is active and controls the page (the first version claims it). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Opens a page whose every request passes through the service worker: on a first visit the worker
 * installs once the page has loaded, so the page is loaded again under it (noteControlAtLoad first).
 */
export async function openControlled(page: Page, address: string) {
  await page.goto(address);
  await controlledByServiceWorker(page);
  if (!(await page.evaluate(() => (window as unknown as { controlledAtLoad: boolean }).controlledAtLoad))) await page.reload();
}

/**
 * Waits until the app has loaded its registration, and so hears the worker: once the page has
 * loaded and then fetched nothing for 5 s (app.tsx).
 */
export async function appWatchesServiceWorker(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/workbox-window')), undefined, {
    timeout: 40_000,
  });
}

/**
 * Stops the active worker, as a browser stops an idle one. Chromium activates a waiting version
 * once the active one has no work left; with Playwright attached to every worker over DevTools,
 * the active one here often never got there, and Reload's skipWaiting() hung (in most runs of this
 * test; in none of 16 runs of the same steps over DevTools attached to the page alone). Stopped,
 * it has no work; the browser starts it again for the next request, as usual.
 */
export async function stopActiveWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, { versionId: string; status: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => [...versions.values()].some((version) => version.status === 'activated')).toBe(true);
  for (const version of versions.values()) {
    if (version.status === 'activated') await cdp.send('ServiceWorker.stopWorker', { versionId: version.versionId });
  }
  await cdp.detach();
}

export type Kept = { cache: string; path: string; cacheControl: string | null };

/** Every response the page's origin keeps in Cache Storage: the service worker's caches. */
export function kept(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const all: Kept[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        all.push({ cache: name, path: `${url.pathname}${url.search}`, cacheControl: response?.headers.get('cache-control') ?? null });
      }
    }
    return all;
  });
}
