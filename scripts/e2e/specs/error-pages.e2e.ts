import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, snap } from '../browser.js';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterEach(() => page.unrouteAll({ behavior: 'ignoreErrors' }));
afterAll(() => browser.close());

/** What the API answers when its database is gone. */
const serverFailure = {
  status: 500,
  contentType: 'application/problem+json',
  body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong. Please try again.', code: 'internal' }),
};

const rawJsonShown = async () => /"status"\s*:|problem\+json/.test(await page.locator('body').innerText());

describe('a page load the server fails', () => {
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`shows the app's own error with a retry, never the raw problem (${name})`, async () => {
      await page.setViewportSize({ width, height });
      await page.route('**/api/listings?**', (route) => route.fulfill(serverFailure));
      await page.goto('/products');
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load products. Please try again.' });
      await expect.poll(() => alert.isVisible()).toBe(true);
      expect(await rawJsonShown()).toBe(false);
      await snap(page, `error-products-${name}`);

      // Once the server is back, the retry fills the page.
      await page.unrouteAll();
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect.poll(() => alert.count()).toBe(0);
    });
  }

  it('keeps a student on a page for students, with a retry, when the session cannot be read', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/api/auth/session', (route) => route.fulfill(serverFailure));
    await page.goto('/profile');
    await expect.poll(() => page.getByText('We could not check that you are logged in.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await rawJsonShown()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await snap(page, 'error-session');
  });
});

describe("a page whose code is gone (after a deploy)", () => {
  for (const [name, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 800],
  ] as const) {
    it(`offers a reload inside the app, and the reload brings the page (${name})`, async () => {
      await page.setViewportSize({ width, height });
      await page.route(/\/assets\/products-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
      await page.goto('/products');
      const heading = page.getByRole('heading', { level: 1, name: 'Thriftz has been updated' });
      await expect.poll(() => heading.isVisible()).toBe(true);
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await snap(page, `error-chunk-${name}`);

      await page.unrouteAll();
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Pre-loved finds from your campus' }).isVisible()).toBe(true);
    });
  }
});

describe('a page that breaks while rendering', () => {
  it('shows the error inside the app, in words, with a reload and a way home', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/assets\/products-page-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function ProductsPage() { throw new TypeError(\"Cannot read properties of undefined (reading 'items')\"); }",
      }),
    );
    await page.goto('/products');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'This page could not load' }).isVisible()).toBe(true);
    expect(await page.getByText('Something went wrong on our side. Please try again in a moment.').isVisible()).toBe(true);
    expect(await page.getByText(/Cannot read properties/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await snap(page, 'error-render-phone');
  });
});
