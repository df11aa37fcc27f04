import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from '../browser.js';

/**
 * A newcomer's first minutes on the demo campus that every start seeds: Hot Deals and category
 * counts on the home page, a seller's public profile reached from a listing, and a misspelt
 * search rescued by 'Did you mean'. The other specs make their own posts; this one reads only
 * what the demo seed put there.
 */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser?.close());

describe('a newcomer on the demo campus', () => {
  it('finds Hot Deals with pictures and categories with counts on the home page', async () => {
    await page.goto('/');
    const hotDeals = page.locator('section[aria-labelledby="hot-deals-heading"]');
    await expect.poll(() => hotDeals.getByRole('article').count()).toBe(3);
    expect(await hotDeals.locator('img').count()).toBeGreaterThanOrEqual(3);
    const textbooks = page.getByRole('link', { name: /^Textbooks/ });
    await textbooks.getByText(/\d+ listings?$/).waitFor();
    expect(Number(/(\d+) listings?/.exec((await textbooks.textContent()) ?? '')?.[1])).toBeGreaterThan(0);
    await snap(page, '50-first-hour-home');
  });

  it("opens a hot deal, then its seller's public profile with their other listings", async () => {
    const firstDeal = page.locator('section[aria-labelledby="hot-deals-heading"]').getByRole('article').first();
    const title = (await firstDeal.getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);
    await firstDeal.getByRole('link', { name: title }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);

    const seller = page.locator('a[href^="/users/"]:not([aria-hidden="true"])').first();
    const sellerName = (await seller.textContent())?.trim() ?? '';
    expect(sellerName.length).toBeGreaterThan(0);
    await seller.click();
    await expect.poll(() => new URL(page.url()).pathname.startsWith('/users/')).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: sellerName }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').filter({ hasText: title }).count()).toBe(1);
    await snap(page, '51-first-hour-seller-profile');
  });

  it("rescues a misspelt search with 'Did you mean'", async () => {
    await page.goto('/products?q=calculatr');
    const suggestion = page.getByRole('button', { name: /calculator/i }).first();
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await page.getByText('Did you mean').isVisible()).toBe(true);
    await snap(page, '52-first-hour-did-you-mean');
    await suggestion.click();
    await expect.poll(() => page.getByRole('article').filter({ hasText: /calculator/i }).count()).toBeGreaterThan(0);
  });
});
