import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, snap } from '../browser.js';
import { listThroughPage, logIn, newStudent, type Student } from '../students.js';

/**
 * Finding things and people as a newcomer does: the home page's category cards with their counts,
 * a search with a typo offered 'Did you mean', and a student's public profile with their live
 * posts (never their anonymous ones).
 */
let browser: BrowserContext;
let page: Page;
let seller: Student;
let sellerId: string;
const run = Date.now().toString(36);
const guitar = `Yamaha acoustic guitar ${run}`;
const secret = `Secret violin bow ${run}`;

/** A guitar-like sell listing through the API the pages use, signed in as the page's student. */
async function createListing(on: Page, { title, isAnonymous }: { title: string; isAnonymous?: boolean }) {
  const { status } = await listThroughPage(on, {
    title,
    description: 'Played for two semesters, new strings, soft case included. Pick up at the hostel.',
    price: 5200,
    productAge: { years: 1, months: 0 },
    ...(isAnonymous ? { isAnonymous: true, anonymousName: 'A music student' } : {}),
  });
  return status;
}

beforeAll(async () => {
  seller = await newStudent('Kiran Shah');
  browser = await launchBrowser();
  page = await browser.newPage();
  await logIn(page, seller);
  expect(await createListing(page, { title: guitar })).toBe(201);
  expect(await createListing(page, { title: secret, isAnonymous: true })).toBe(201);
  sellerId = await page.evaluate(async () => ((await (await fetch('/api/auth/session')).json()) as { user: { uid: string } }).user.uid);
});
afterAll(() => browser?.close());

describe('finding things', () => {
  it('the home page shows how many listings each category has', async () => {
    const other = page.getByRole('link', { name: /^Other/ });
    // The server keeps a count for up to 10 s, and this student's home page was counted before they listed.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          await other.getByText(/\d+ listings?$/).waitFor();
          return Number(/(\d+) listings?/.exec((await other.textContent()) ?? '')?.[1] ?? 0);
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await other.scrollIntoViewIfNeeded();
    await snap(page, '40-home-category-counts');
  });

  it("a search with a typo offers 'Did you mean', and the suggestion finds the listing", async () => {
    await page.goto('/products?q=acoustc%20guitr');
    const suggestion = page.getByRole('button', { name: guitar });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    expect(await page.getByText('Did you mean').isVisible()).toBe(true);
    await snap(page, '41-did-you-mean');
    await suggestion.click();
    await expect.poll(() => page.getByRole('article').filter({ hasText: guitar }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(guitar);
  });
});

describe("a student's public profile", () => {
  it('shows who they are and their live listings, not the anonymous one', async () => {
    await page.goto(`/users/${sellerId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Kiran Shah' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').filter({ hasText: guitar }).count()).toBe(1);
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await page.getByText(/Member since/).isVisible()).toBe(true);
    await snap(page, '42-public-profile');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, '43-public-profile-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("says so for a student who does not exist", async () => {
    await page.goto('/users/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByText('Student not found').isVisible()).toBe(true);
  });
});
