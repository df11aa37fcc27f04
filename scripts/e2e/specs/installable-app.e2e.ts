import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logIn, settled, snap } from '../browser.js';
import { appWatchesServiceWorker, controlledByServiceWorker, kept, noteControlAtLoad, openControlled, stopActiveWorker, type Kept } from '../service-worker.js';

/**
 * The student app as an installable app, tried in Chromium as a new student would: the manifest and
 * its icons, the offer to install, the offline page, what the service worker keeps (never a
 * signed-in student's answers) and the prompt that brings a new version. Its people have the
 * service worker allowed (launchBrowser blocks it for every other spec).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DEMO_STUDENT = { email: 'student@campus.edu', password: 'student123' };
const UPDATE_MESSAGE = 'A new version of Thriftz is available.';

/** A person with the service worker allowed, and what their console said was refused or broken. */
async function newPerson() {
  const context = await launchBrowser({ serviceWorker: true });
  const page = await context.newPage();
  await noteControlAtLoad(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, consoleErrors };
}

const apiReads = (entries: Kept[]) => entries.filter((entry) => entry.path.startsWith('/api/'));

/** The first answer to a listings read that `goto` brings (the browse page's list). */
function listingsAnswer(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/listings' && response.request().method() === 'GET');
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('a student who comes back to Thriftz', () => {
  let person: Awaited<ReturnType<typeof newPerson>>;
  let page: Page;
  let context: BrowserContext;

  beforeAll(async () => {
    person = await newPerson();
    ({ page, context } = person);
  });
  afterEach(async () => {
    await context.setOffline(false);
    await page.setViewportSize(DESKTOP);
  });
  afterAll(() => context.close());

  it('finds a valid manifest with its icons linked from every page, and Chromium sees nothing that stops an install', async () => {
    // The home page is prerendered, the log-in page the plain shell: both carry the same head.
    for (const address of ['/', '/login']) {
      await page.goto(address);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#059669');
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon-180x180.png');
    }

    const answer = await page.request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({
      name: 'Thriftz',
      short_name: 'Thriftz',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#059669',
      background_color: '#f8fafc',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 image/png any',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon-180x180.png', sizes: '180x180' }]) {
      const image = await page.request.get(new URL(icon.src, answer.url()).href);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toBe(icon.sizes);
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);

    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    expect(parsed.errors).toEqual([]);
    await cdp.detach();
    // The Content-Security-Policy lets the worker and the manifest load: the console has no refusal.
    expect(person.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });

  it('has the shell kept for a quick start, and nothing else: no compressed twins, prerendered pages or ads', async () => {
    await openControlled(page, '/');
    const precached = (await kept(page)).filter((entry) => entry.cache.startsWith('workbox-precache'));
    const paths = precached.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest', '/pwa-192x192.png', '/favicon.svg']));
    expect(paths.filter((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(paths.filter((p) => /^\/assets\/[\w.-]+\.css$/.test(p)).length).toBeGreaterThan(0);
    expect(paths.filter((p) => /\.(br|gz)$/.test(p) || p.startsWith('/prerendered/') || p.startsWith('/ads/') || p.startsWith('/api/'))).toEqual([]);
  });

  it('sees the offline page for a page never opened without a network, and Try again brings the page once it is back', async () => {
    await openControlled(page, '/');
    await context.setOffline(true);
    await page.goto('/roommate-finder');
    expect(new URL(page.url()).pathname).toBe('/roommate-finder');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'You are offline' }).isVisible()).toBe(true);
    expect(await page.getByText('Check your Wi-Fi or mobile data, then try again.').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await snap(page, 'installable-app-offline-desktop');
    await page.setViewportSize(PHONE);
    await settled(page);
    const retry = page.getByRole('link', { name: 'Try again' });
    expect((await retry.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await snap(page, 'installable-app-offline-phone');

    // Still offline, Try again asks again and gets the offline page again.
    await retry.click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'You are offline' }).isVisible()).toBe(true);

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Find a roommate on campus' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/roommate-finder');
  });

  it("gets the browser's own error, not the offline page, for the API's and the back office's pages", async () => {
    await openControlled(page, '/');
    await context.setOffline(true);
    for (const address of ['/api/docs', '/admin/']) {
      await expect(page.goto(address)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
  });

  it("has a visitor's public reads kept for offline use, and never a signed-in student's answers", async () => {
    /** The API reads answered while the student was signed in that the server did not mark public, and those it marked private. */
    const notPublic = new Set<string>();
    const markedPrivate = new Set<string>();
    const record = (response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/') || response.request().method() !== 'GET') return;
      const cacheControl = response.headers()['cache-control'] ?? '';
      if (!/\bpublic\b/.test(cacheControl)) notPublic.add(`${url.pathname}${url.search}`);
      if (/\bprivate\b/.test(cacheControl)) markedPrivate.add(`${url.pathname}${url.search}`);
    };

    // A visitor browses: the listings' read is public, kept, and answers offline.
    await openControlled(page, '/products');
    await appWatchesServiceWorker(page);
    await expect.poll(async () => apiReads(await kept(page)).some((entry) => entry.path.startsWith('/api/listings?'))).toBe(true);
    const visitorReads = apiReads(await kept(page));
    for (const entry of visitorReads) expect(entry.cacheControl ?? '', entry.path).toMatch(/\bpublic\b/);
    const listingsRead = visitorReads.find((entry) => entry.path.startsWith('/api/listings?'))!.path;
    await context.setOffline(true);
    expect(await page.evaluate(async (url) => (await fetch(url)).status, listingsRead)).toBe(200);
    await context.setOffline(false);

    // The student signs in, opens their profile and inbox, which read what is theirs, and browses again.
    page.on('response', record);
    await logIn(page, DEMO_STUDENT.email, DEMO_STUDENT.password, '/profile');
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await page.getByRole('tab', { name: /My Listings/ }).waitFor();
    await page.goto('/inbox');
    await page.getByRole('heading', { level: 1, name: 'Your Conversations' }).waitFor();
    const signedInList = listingsAnswer(page);
    await page.goto('/products');
    expect((await signedInList).headers()['cache-control']).toBe('private, no-store');
    page.off('response', record);

    expect(notPublic).toContain('/api/auth/session');
    expect([...markedPrivate].some((read) => read.startsWith('/api/listings?'))).toBe(true);
    // The visitor's copies are forgotten once the app knows someone signed in (when idle after a load).
    await expect.poll(async () => apiReads(await kept(page)).map((entry) => entry.path)).not.toContain(listingsRead);
    const afterSignIn = apiReads(await kept(page));
    // Nothing the server did not mark public: not the session, not one of the student's reads.
    expect(afterSignIn.filter((entry) => notPublic.has(entry.path))).toEqual([]);
    expect(afterSignIn.filter((entry) => !/\bpublic\b/.test(entry.cacheControl ?? '') || /private|no-store/.test(entry.cacheControl ?? ''))).toEqual([]);
    // Offline, the student's own reads are answered from nothing kept.
    await context.setOffline(true);
    const offline = await page.evaluate(
      (reads) => Promise.all(reads.map((url) => fetch(url).then((r) => `${url} ${r.status}`, () => `${url} failed`))),
      [...markedPrivate, '/api/auth/session'].slice(-5),
    );
    expect(offline.filter((answer) => !answer.endsWith(' failed'))).toEqual([]);
  });
});

describe('a student with Thriftz open when a new version is deployed', () => {
  // The build the server sends (its WEB_DIST, web/dist by default).
  const workerFile = path.join(path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist'), 'sw.js');
  let person: Awaited<ReturnType<typeof newPerson>>;

  beforeAll(async () => {
    person = await newPerson();
  });
  afterAll(() => person.context.close());

  it('is offered the new version, and Reload lets it take over', async () => {
    const { page } = person;
    // Opened under the worker, as a returning student's page is.
    await openControlled(page, '/');
    await appWatchesServiceWorker(page);
    // A deploy: the same address serves a changed worker (the server reads the file per request).
    const deployed = fs.readFileSync(workerFile, 'utf8');
    fs.writeFileSync(workerFile, `${deployed}\n// the next version\n`);
    try {
      await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('listitem').filter({ hasText: UPDATE_MESSAGE });
      await expect.poll(() => prompt.isVisible()).toBe(true);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
      expect(await accessibilityViolations(page)).toEqual([]);
      await snap(page, 'installable-app-update-desktop', { screen: true });
      await page.setViewportSize(PHONE);
      await settled(page);
      const reload = prompt.getByRole('button', { name: 'Reload' });
      expect((await reload.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await snap(page, 'installable-app-update-phone', { screen: true });

      // Reload: the waiting version takes over and the page loads again on it.
      await stopActiveWorker(page);
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await reload.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
      await controlledByServiceWorker(page);
      // The new version takes over (at once, or once the old one has answered its last fetch).
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
          }),
        )
        .toEqual({ waiting: null, active: 'activated' });
      expect(await page.getByText(UPDATE_MESSAGE).count()).toBe(0);
    } finally {
      fs.writeFileSync(workerFile, deployed);
    }
  });
});
