import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, settled, snap } from '../browser.js';
import { listThroughPage, logIn, newStudent, type Student } from '../students.js';

/**
 * Saved searches as a new student meets them: a visitor on Buy & Sell is asked to log in to save
 * a search and comes back to it; signed in, they search, tick a category and save; the Saved
 * searches page lists it with its filters; another student lists something that matches (and
 * something that does not); within a minute the match job rings the bell, the page counts one new
 * match, the notification opens the results; the daily e-mail is turned off, the results viewed
 * (no new matches left), and the search deleted.
 */
const run = Date.now().toString(36);
const word = `brass${run}`;

let buyerContext: BrowserContext;
let sellerContext: BrowserContext;
let page: Page;
let buyer: Student;

const bell = (p: Page) => p.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const card = (p: Page) => p.getByRole('list', { name: 'Saved searches' }).getByRole('article').first();

beforeAll(async () => {
  buyer = await newStudent('Sana Saver');
  buyerContext = await launchBrowser();
  sellerContext = await launchBrowser();
  page = await buyerContext.newPage();
});
afterAll(async () => {
  await buyerContext?.close();
  await sellerContext?.close();
});

describe('saved searches', () => {
  it('a visitor is asked to log in to save a search, and comes back to it', async () => {
    await page.goto(`/products?q=${word}`);
    const login = page.getByRole('link', { name: 'Log in to save this search' });
    await login.click();
    await page.waitForURL('**/login**');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(buyer.email);
    await form.getByLabel(/^Password/).fill(buyer.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === word);
    await page.getByRole('button', { name: 'Save this search' }).waitFor();
  }, 90_000);

  it('a student searches, filters and saves the search', async () => {
    await page.goto('/products');
    // Nothing to save until something is searched or filtered.
    await page.getByLabel('Search listings').waitFor();
    expect(await page.getByRole('button', { name: 'Save this search' }).count()).toBe(0);
    await page.getByLabel('Search listings').fill(word);
    await page.getByLabel('Search listings').press('Enter');
    await page.getByRole('checkbox', { name: 'Furniture' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'furniture');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByText('Search saved. We will tell you about new matches.').waitFor();
    const saved = page.getByRole('link', { name: 'Saved · View saved searches' });
    await saved.waitFor();
    await settled(page);
    await snap(page, 'saved-search-saved-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await saved.click();
    await page.waitForURL('**/saved-searches');
    await page.getByRole('heading', { level: 1, name: 'Saved searches' }).waitFor();
    await expect.poll(() => card(page).getByRole('heading').textContent()).toBe(`“${word}” · Furniture in Buy & Sell`);
    expect(await card(page).textContent()).toContain('No new matches');
    expect(await card(page).getByRole('checkbox', { name: 'Daily e-mail of new matches' }).getAttribute('aria-checked')).toBe('true');
    await settled(page);
    await snap(page, 'saved-search-list-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  }, 90_000);

  it('a matching listing by another student rings the bell within a minute and counts as new', async () => {
    const seller = await newStudent('Sam Seller');
    const sellerPage = await sellerContext.newPage();
    await logIn(sellerPage, seller);
    const made = await listThroughPage(sellerPage, { title: `${word} study lamp`, category: 'furniture', price: 450 });
    expect(made.status).toBe(201);
    // Same words, another category: not a match.
    expect((await listThroughPage(sellerPage, { title: `${word} desk fan`, category: 'electronics', price: 300 })).status).toBe(201);

    // The match job runs every minute.
    const alerts = async () =>
      ((await (await page.request.get('/api/alerts')).json()) as { items: { kind: string; title: string }[] }).items.filter((a) => a.kind === 'saved-search');
    await expect.poll(async () => (await alerts()).length, { timeout: 75_000, interval: 2_000 }).toBe(1);
    expect((await alerts())[0]!.title).toBe(`New match: “${word}” · Furniture in Buy & Sell`);

    await page.reload();
    await expect.poll(() => card(page).textContent()).toContain('1 new match');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/);
    await settled(page);
    await snap(page, 'saved-search-new-match-1280', { screen: true });

    // The notification opens the search's results: the lamp, not the fan.
    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /New match: / }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === word && url.searchParams.get('category') === 'furniture');
    await page.getByRole('link', { name: new RegExp(`${word} study lamp`) }).first().waitFor();
    expect(await page.getByRole('link', { name: new RegExp(`${word} desk fan`) }).count()).toBe(0);
    await settled(page);
    await snap(page, 'saved-search-results-1280', { screen: true });
  }, 120_000);

  it('the daily e-mail is turned off, the results viewed, and the search deleted (at 390 px)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/saved-searches');
    const digest = card(page).getByRole('checkbox', { name: 'Daily e-mail of new matches' });
    await digest.click();
    await page.getByText('Daily e-mail turned off for this search.').waitFor();
    await expect.poll(() => digest.getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    await snap(page, 'saved-search-list-390', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await card(page).getByRole('link', { name: 'View results' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === word);
    await page.goto('/saved-searches');
    await expect.poll(() => card(page).textContent()).toContain('No new matches');

    await card(page).getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
    await dialog.waitFor();
    await settled(page);
    await snap(page, 'saved-search-delete-390', { screen: true });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('You have no saved searches yet.').waitFor();
    await settled(page);
    await snap(page, 'saved-search-empty-390', { screen: true });
  }, 90_000);

  it("the demo student's saved searches already hold new matches", async () => {
    const demo = await launchBrowser();
    try {
      const priya = await demo.newPage();
      await logIn(priya, { fullName: 'Priya Sharma', email: 'student@campus.edu', password: 'student123' });
      await priya.goto('/saved-searches');
      const cards = priya.getByRole('list', { name: 'Saved searches' }).getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      const texts = await cards.allTextContents();
      expect(texts.some((t) => /\d+ new match/.test(t))).toBe(true);
      expect(texts.join(' ')).toContain('Furniture up to ₹3,000');
      await settled(priya);
      await snap(priya, 'saved-search-demo-1280', { screen: true });
    } finally {
      await demo.close();
    }
  }, 90_000);
});
