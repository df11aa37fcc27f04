import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, snap } from '../browser.js';
import { freshSignUpBudget, logIn, newStudent, type Student } from '../students.js';

/**
 * Issue 12's rough edges around the browse pages and the app's shell, each checked and
 * photographed: an empty browse without filters invites to create (with filters it keeps the
 * spec's words), Borrow & Lend's Create Listing opens the form on Lend, the header's Sell button
 * is on every page at both widths, the signed-in home leads with Sell and Browse, a fixed sign-up
 * address loses its stale error, and /api/docs loads without a CSP error or a body margin.
 */
let visitorBrowser: BrowserContext;
let studentBrowser: BrowserContext;
let visitor: Page;
let student: Page;
let account: Student;
const run = Date.now().toString(36);

beforeAll(async () => {
  account = await newStudent('Ishaan Verma');
  [visitorBrowser, studentBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  [visitor, student] = await Promise.all([visitorBrowser.newPage(), studentBrowser.newPage()]);
  await logIn(student, account);
});
afterAll(async () => {
  await Promise.all([visitorBrowser?.close(), studentBrowser?.close()]);
});

const emptyPage = JSON.stringify({ items: [], total: 0, totalIsCapped: false, page: 1, pageSize: 24 });

describe('empty browse pages', () => {
  it('without filters, /products says nothing is for sale yet and offers Create Listing', async () => {
    // Whatever the database holds (demo data, other specs), the list call answers an empty page:
    // this is about what the page says then.
    await student.route('**/api/listings?*', (route) =>
      new URL(route.request().url()).pathname === '/api/listings'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: emptyPage })
        : route.continue(),
    );
    await student.goto('/products');
    await student.getByText('Nothing is for sale yet.').waitFor();
    expect(await student.getByText('No products match your filters.').count()).toBe(0);
    const create = student.getByRole('main').getByRole('link', { name: 'Create Listing' }).last();
    expect(await create.getAttribute('href')).toBe('/create-listing');
    await snap(student, 'i12-01-products-empty-no-filters');

    await student.goto('/borrow');
    await student.getByText('Nothing is up for borrowing yet.').waitFor();
    await student.unroute('**/api/listings?*');
  });

  it('with a filter, keeps the spec words and offers Reset filters', async () => {
    await student.goto(`/products?q=zzqx${run}`);
    await student.getByText('No products match your filters.').waitFor();
    expect(await student.getByRole('button', { name: 'Reset filters' }).first().isVisible()).toBe(true);
    await snap(student, 'i12-02-products-empty-filtered');
  });

  it('requests and roommates say the same when nothing matches a search', async () => {
    await student.goto(`/request?q=zzqx${run}`);
    await student.getByText('No requests match your filters.').waitFor();
    await student.goto(`/roommate-finder?q=zzqx${run}`);
    await student.getByText('No roommate requests match your filters.').waitFor();
  });
});

describe('Borrow & Lend', () => {
  it("Create Listing opens the form on Lend", async () => {
    await student.goto('/borrow');
    await student.getByRole('link', { name: 'Create Listing' }).first().click();
    await expect.poll(() => new URL(student.url()).pathname + new URL(student.url()).search).toBe('/create-listing?type=lend');
    const form = student.getByRole('form', { name: 'Create listing' });
    await form.waitFor();
    await form.getByText('Rental rate').first().waitFor();
    expect(await form.getByLabel(/^Price/).count()).toBe(0);
    await snap(student, 'i12-03-create-listing-on-lend');
  });
});

describe('the header and the home page', () => {
  const pages = ['/', '/products', '/borrow', '/request', '/roommate-finder', '/wishlist', '/faq'];

  it('shows Sell on every page, on a phone and on a desktop', async () => {
    for (const width of [390, 1280]) {
      await student.setViewportSize({ width, height: 844 });
      for (const path of pages) {
        await student.goto(path);
        const sell = student.getByRole('banner').getByRole('link', { name: 'Sell', exact: true });
        await sell.waitFor();
        expect(await sell.isVisible(), `${path} at ${width}px`).toBe(true);
        expect(await sell.getAttribute('href')).toBe('/create-listing');
      }
    }
    await student.setViewportSize({ width: 390, height: 844 });
    await student.goto('/products');
    await student.getByText(/results?$/).first().waitFor();
    await snap(student, 'i12-04-header-sell-phone');
    await student.setViewportSize({ width: 1280, height: 800 });
  });

  it("fits Sell beside a visitor's Login on a phone, and sends it to log in first", async () => {
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto('/products');
    const sell = visitor.getByRole('banner').getByRole('link', { name: 'Sell', exact: true });
    await sell.waitFor();
    // Visible once the session has answered (a skeleton holds its place until then).
    await visitor.getByRole('banner').getByRole('link', { name: /Login/ }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(visitor, 'i12-09-header-visitor-phone');
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await sell.click();
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/login');
    expect(new URL(visitor.url()).search).toContain(encodeURIComponent('/create-listing'));
  });

  it('leads the signed-in home with Sell and Browse, not the profile', async () => {
    await student.goto('/');
    // The hero is the section with the page's heading (the promo strip comes before it).
    const hero = student.getByRole('main').locator('section', { has: student.getByRole('heading', { level: 1 }) });
    await hero.getByRole('link', { name: 'Sell something' }).waitFor();
    expect(await hero.getByRole('link', { name: 'Sell something' }).getAttribute('href')).toBe('/create-listing');
    expect(await hero.getByRole('link', { name: /Browse the marketplace/ }).getAttribute('href')).toBe('/products');
    expect(await student.getByText('Go to my profile').count()).toBe(0);
    await snap(student, 'i12-05-home-signed-in');
  });
});

describe("the home page's content (issue 16)", () => {
  it('shows the promos, Hot Deals from students and the mini stores, and the homepage ad', async () => {
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.goto('/');
    const promos = visitor.getByRole('region', { name: 'Promotions' });
    await promos.waitFor();
    // One of the demo's rotating promos, whichever is showing.
    expect(await promos.textContent()).toMatch(/Page Turners|Free delivery|Run a store/);
    const listings = visitor.getByRole('region', { name: /Fresh on campus/ }).locator('ul').first().locator(':scope > li');
    await expect.poll(() => listings.count(), { timeout: 15_000 }).toBe(3);
    const picks = visitor.getByRole('region', { name: 'Picks from the mini stores' });
    await picks.scrollIntoViewIfNeeded();
    const pickCards = picks.locator('ul').first().locator(':scope > li');
    await expect.poll(() => pickCards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await pickCards.count()).toBeLessThanOrEqual(3);
    // Only products in stock make the deals.
    expect(await picks.getByText('Out of Stock').count()).toBe(0);
    const ad = visitor.locator('[data-ad-position="homepage-hero"]');
    await ad.scrollIntoViewIfNeeded();
    await expect.poll(() => ad.getByRole('link').count(), { timeout: 15_000 }).toBe(1);
    await snap(visitor, 'i16-01-home-content');
    // With every section in (the picks' badges included), nothing fails the accessibility check.
    expect(await accessibilityViolations(visitor)).toEqual([]);
    // The other positions, where the browse pages place them: the sidebar under the filters on a
    // desktop, the 728×90 leaderboard (header) under the requests.
    for (const [path, position] of [['/products', 'sidebar'], ['/request', 'header']] as const) {
      await visitor.goto(path);
      const slot = visitor.locator(`[data-ad-position="${position}"]`);
      await slot.scrollIntoViewIfNeeded({ timeout: 15_000 });
      await expect.poll(() => slot.getByRole('link').count(), { timeout: 15_000 }).toBe(1);
    }
    await visitor.goto('/');
    // A category card opens the browse page filtered to it.
    await visitor.getByRole('link', { name: /^Textbooks/ }).first().click();
    await expect.poll(() => new URL(visitor.url()).search).toContain('category=textbooks');
  });
});

describe('sign-up', () => {
  it("drops 'Only campus e-mail addresses' once the address is fixed", async () => {
    await freshSignUpBudget();
    await visitor.goto('/login?mode=signup');
    const form = visitor.getByRole('form', { name: 'Sign up' });
    await form.getByLabel(/^Full name/).fill('Zoya Khan');
    await form.getByLabel(/^Email/).fill(`zoya.${run}@gmail.com`);
    await form.getByLabel(/^Password/).fill('zoya-secret');
    await form.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText(/Only campus e-mail addresses/).waitFor();
    await snap(visitor, 'i12-06-signup-refused');
    await form.getByLabel(/^Email/).fill(`zoya.${run}@campus.edu`);
    await expect.poll(() => visitor.getByText(/Only campus e-mail addresses/).count()).toBe(0);
    await snap(visitor, 'i12-07-signup-fixed');
  });
});

describe('/api/docs', () => {
  it('loads without a console error and without a body margin', async () => {
    const page = await visitorBrowser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/api/docs');
    await page.getByText('API docs by Redocly').waitFor({ timeout: 20_000 });
    // The footer's logo would be requested once the menu renders: wait until nothing is loading.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    // The first screen only: the whole reference is some 60,000 px tall.
    await snap(page, 'i12-08-api-docs', { screen: true });
    await page.close();
  });
});
