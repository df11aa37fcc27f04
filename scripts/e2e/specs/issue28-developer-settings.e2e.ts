import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, settled, snap } from '../browser.js';
import { logIn, newStudent } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * Issue 28, the Developer settings pages, at phone and desktop sizes: a new student makes a
 * personal access token at /developer-settings, sees its secret once, and a script (this test,
 * from Node) calls the API with it; after a reload the secret is gone and the token is listed
 * with its last use; once revoked, the same call gets 401. The same for a store's token in the
 * portal's Settings tab (the demo store, opened with its entry code).
 */
const DEMO_ENTRY_CODE = '4242424242424242';
const PORTAL = '/store-portal/';
const SECRET = /thz_[A-Za-z0-9_-]{43}/;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** What a script gets for `path` with the token (no cookie, no origin: a header only). */
const callWith = (secret: string, path: string) =>
  fetch(thisServer().baseUrl + path, { headers: { authorization: `Bearer ${secret}` } }).then((res) => res.status);

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The secret shown in the reveal, read as a person reads it off the screen. */
async function revealedSecret(page: Page, name: string): Promise<string> {
  const reveal = page.getByRole('region', { name: `Your new token “${name}”` });
  await reveal.waitFor();
  expect(await reveal.innerText()).toContain('You won’t see this token again');
  const secret = (await reveal.getByLabel('Token secret').innerText()).trim();
  expect(secret).toMatch(SECRET);
  return secret;
}

/** The last-use line of the token called `name` in the list. */
const lastUsedOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: name }).locator('dt:text-is("Last used") + dd').innerText();

/** Fills and sends the new-token form. */
async function createToken(page: Page, name: string, extraScope: 'Write' | 'Chat') {
  const form = page.getByRole('form', { name: 'New token' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByRole('checkbox', { name: new RegExp(`^${extraScope}`) }).click();
  expect(await form.getByLabel(/^Expires in/).inputValue()).toBe('30');
  await form.getByRole('button', { name: 'Create token' }).click();
}

async function revoke(page: Page, name: string) {
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

describe.each(VIEWPORTS)('developer settings at $name size', ({ name: size, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  // From the top, so the sticky header sits where it belongs in the full-page picture.
  const shot = async (n: string, what: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await snap(page, `issue28-devsettings-${n}-${what}-${size}`);
  };
  const noOverflow = async () => {
    if (size === 'phone') expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  };

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    await page.setViewportSize({ width, height });
  });
  afterAll(() => context?.close());

  it('a student makes a token, a script uses it, and once revoked it is refused', async () => {
    const student = await newStudent(`Dev ${size} Student`);
    // logIn waits for the desktop header's account menu; the phone size is taken after.
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, student);
    await page.setViewportSize({ width, height });
    // The account menu leads there: the sheet on a phone, the dropdown on a desktop.
    if (size === 'phone') {
      await page.getByRole('button', { name: /^Open menu/ }).click();
      await page.getByRole('link', { name: 'Developer Settings' }).click();
    } else {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Developer Settings' }).click();
    }
    await page.getByRole('heading', { level: 1, name: 'Developer settings' }).waitFor();
    await page.getByText('No tokens yet').waitFor();
    // A toast under the pointer pauses its timer (the phone menu's link sits where toasts show).
    await page.mouse.move(0, 0);
    await page.getByText('Welcome back, Dev!').waitFor({ state: 'hidden', timeout: 15_000 });
    await settled(page);
    await noOverflow();
    await shot('01', 'empty');

    // The form says what is wrong under the field, before anything is sent.
    await page.getByRole('form', { name: 'New token' }).getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Name the token in 1 to 60 characters.').waitFor();

    await createToken(page, 'Listing sync', 'Chat');
    const secret = await revealedSecret(page, 'Listing sync');
    await page.getByText('Token created. Copy it now: it will not be shown again.').first().waitFor();
    await settled(page);
    await noOverflow();
    await shot('02', 'revealed');

    expect(await callWith(secret, '/api/listings/mine')).toBe(200);

    await page.reload();
    await page.getByRole('list', { name: 'Your tokens' }).getByText('Listing sync').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(SECRET);
    expect(await lastUsedOf(page, 'Listing sync')).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[ap]m/i);
    const scopes = await page.getByRole('list', { name: 'Scopes' }).innerText();
    expect(scopes.split(/\s+/)).toEqual(['Read', 'Chat']);
    await settled(page);
    await noOverflow();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('03', 'listed');

    const dialog = await revoke(page, 'Listing sync');
    await shot('04', 'revoke-confirm');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Token revoked').first().waitFor();
    await page.getByText('No tokens yet').waitFor();

    expect(await callWith(secret, '/api/listings/mine')).toBe(401);
  });

  it('a store owner makes a store token in the portal, a script reads the products, and once revoked it is refused', async () => {
    await page.goto(PORTAL);
    await page.getByLabel('Entry code').fill(DEMO_ENTRY_CODE);
    await page.getByRole('button', { name: 'Unlock Store Admin' }).click();
    await page.getByText('Revenue Breakdown').waitFor();
    await page.goto(`${PORTAL}?tab=settings`);
    const section = page.getByRole('region', { name: 'Developer Settings' });
    await section.getByRole('heading', { name: 'Your tokens' }).waitFor();
    // Only a store's scopes are offered.
    expect(await section.getByRole('checkbox').count()).toBe(2);

    await createToken(page, 'Stock sync', 'Write');
    const secret = await revealedSecret(page, 'Stock sync');
    await settled(page);
    await noOverflow();
    await shot('05', 'portal-revealed');

    expect(await callWith(secret, '/api/store-portal/products')).toBe(200);

    await page.reload();
    await section.getByRole('list', { name: 'Your tokens' }).getByText('Stock sync').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(SECRET);
    expect(await lastUsedOf(page, 'Stock sync')).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[ap]m/i);
    await settled(page);
    await noOverflow();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot('06', 'portal-listed');

    const dialog = await revoke(page, 'Stock sync');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Token revoked').first().waitFor();
    await section.getByRole('list', { name: 'Your tokens' }).getByText('Stock sync').waitFor({ state: 'detached' });

    expect(await callWith(secret, '/api/store-portal/products')).toBe(401);
  });
});
