import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { DEMO_ADMIN, launchBrowser, logInAsAdmin, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * Issue 28, the back office's Developer Settings: the demo admin makes a personal access token with
 * the read and admin scopes, which then works from outside the browser (Node's fetch, no cookie) on
 * an admin operation's reads and is refused its writes; revoking it in the page ends it (401).
 * Also: the form's errors under their fields (the browser's checks and the server's), the one-time
 * reveal with Copy, expired tokens flagged, a failed load with Retry, no sideways scroll at 1280 and
 * 390 px. Shots at desktop (1280x800) and phone (390x844).
 */
let browser: BrowserContext;
let page: Page;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TOKEN_NAME = 'Nightly user export';
const EXPIRED_NAME = 'Old price sync';
let secret = '';

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);
const demoAdminTokens = `FROM access_tokens WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO_ADMIN.email}')`;

/** A call from outside the browser: Node's fetch with the token, no cookie, no Origin. */
const withToken = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, thisServer().baseUrl), { ...init, headers: { ...init.headers, Authorization: `Bearer ${secret}`, 'content-type': 'application/json' } });

const pageOverflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Nothing still loading: no progress indicator or skeleton on screen. */
async function loaded(p: Page) {
  await expect
    .poll(() => p.locator('.MuiLinearProgress-root:visible, .MuiCircularProgress-root:visible, .MuiSkeleton-root:visible, [aria-busy="true"]:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await settled(p);
}

/** The page at desktop then phone width, each checked for sideways scroll, then back to desktop. */
async function snapBoth(name: string, { fullPage = true } = {}) {
  const overflow: Record<string, number> = {};
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
    await page.setViewportSize(size);
    await settled(page);
    overflow[suffix] = await pageOverflow(page);
    const shot = `issue28-admin-tokens-${name}-${suffix}`;
    await snap(page, shot, { screen: !fullPage });
  }
  await page.setViewportSize(DESKTOP);
  expect(overflow).toEqual({ desktop: 0, phone: 0 });
}

const form = () => page.getByRole('form', { name: 'Create a token' });
const tokenRow = (name: string) => page.getByRole('row').filter({ hasText: name });

beforeAll(async () => {
  browser = await launchBrowser();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: thisServer().baseUrl });
  page = await browser.newPage();
  await db(`DELETE ${demoAdminTokens}`);
  await logInAsAdmin(page);
});
afterAll(async () => {
  await db(`DELETE ${demoAdminTokens}`);
  await browser.close();
});

describe('Developer Settings in the back office', () => {
  it('is the sidebar section after Settings, and starts with the form and an empty list', async () => {
    const entry = page.getByRole('menuitem', { name: 'Developer Settings' });
    await expect.poll(() => entry.isVisible(), { timeout: 15_000 }).toBe(true);
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items.slice(-2)).toEqual(['Settings', 'Developer Settings']);
    await entry.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/developer-settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Developer Settings', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('You have no tokens yet').isVisible()).toBe(true);
    await loaded(page);
    expect(await form().getByRole('checkbox', { name: /^Read/ }).isChecked()).toBe(true);
    expect(await form().getByLabel(/^Expires in/).inputValue()).toBe('30');
    expect(await form().getByText('Act as an admin through the API').isVisible()).toBe(true);
    await snapBoth('01-empty');
  });

  it('shows the browser’s checks under their fields and sends nothing', async () => {
    await form().getByRole('checkbox', { name: /^Read/ }).uncheck();
    await form().getByRole('button', { name: 'Create token' }).click();
    await expect.poll(() => form().getByText('Name the token in 1 to 60 characters.').isVisible()).toBe(true);
    expect(await form().getByText('Choose one or more scopes: read, write, admin or chat.').isVisible()).toBe(true);
    expect(await form().getByLabel(/^Name/).getAttribute('aria-invalid')).toBe('true');
    await snapBoth('02-form-errors');
    expect((await db(`SELECT count(*)::int AS n ${demoAdminTokens}`)).rows[0]!.n).toBe(0);
  });

  it('shows the server’s field error under its field (a refused expiry)', async () => {
    // The request leaves the page valid and reaches the server with an expiry it refuses, so what
    // is shown is the server's problem+json, placed by its errors[].path.
    await page.route('**/api/tokens', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), expiresInDays: 400 }) })
        : route.continue(),
    );
    await form().getByLabel(/^Name/).fill(TOKEN_NAME);
    await form().getByRole('checkbox', { name: /^Read/ }).check();
    await form().getByRole('button', { name: 'Create token' }).click();
    const expiry = form().getByText('The expiry must be a whole number of days from 1 to 365.');
    await expect.poll(() => expiry.isVisible()).toBe(true);
    expect(await form().getByLabel(/^Expires in/).getAttribute('aria-invalid')).toBe('true');
    await page.unroute('**/api/tokens');
    expect((await db(`SELECT count(*)::int AS n ${demoAdminTokens}`)).rows[0]!.n).toBe(0);
  });

  it('creates a read + admin token and shows its secret once, with Copy and the warning', async () => {
    await form().getByLabel(/^Expires in/).fill('7');
    await form().getByRole('checkbox', { name: /^Admin/ }).check();
    await form().getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: `Your new token "${TOKEN_NAME}"` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText("You won't see this token again.", { exact: false }).isVisible()).toBe(true);
    secret = await dialog.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^thz_[A-Za-z0-9_-]{43}$/);
    const { rows } = await db(`SELECT name, scopes, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days ${demoAdminTokens}`);
    expect(rows).toEqual([{ name: TOKEN_NAME, scopes: ['read', 'admin'], days: 7 }]);

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByText('Token copied').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await snapBoth('03-reveal', { fullPage: false });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // The form is ready for another; the secret is nowhere on the page any more.
    expect(await form().getByLabel(/^Name/).inputValue()).toBe('');
    expect(await page.content()).not.toContain(secret);
    const row = tokenRow(TOKEN_NAME);
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Never');
  });

  it('the token reads an admin operation from outside the browser, and is refused a write (read-only)', async () => {
    // The admins only: on a server other specs have filled, the demo admin is past the first page of everyone.
    const users = await withToken('/api/admin/users?role=admins');
    expect(users.status).toBe(200);
    expect(JSON.stringify(await users.json())).toContain(DEMO_ADMIN.email);

    const write = await withToken('/api/notifications', { method: 'POST', body: JSON.stringify({ title: 'From a token', message: 'Hello' }) });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'insufficient-scope' });
    expect((await db("SELECT count(*)::int AS n FROM site_notifications WHERE title = 'From a token'")).rows[0]!.n).toBe(0);
  });

  it('lists the tokens with their scopes, dates, last use, and an expired one flagged', async () => {
    // A second token, made as the page makes it, then past its expiry.
    const status = await page.evaluate(async (name) => {
      const res = await fetch('/api/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, scopes: ['write'], expiresInDays: 1 }) });
      return res.status;
    }, EXPIRED_NAME);
    expect(status).toBe(201);
    await db(`UPDATE access_tokens SET expires_at = now() - interval '2 days', created_at = now() - interval '40 days' WHERE name = $1`, [EXPIRED_NAME]);
    await page.reload();
    await loaded(page);
    const used = tokenRow(TOKEN_NAME);
    await expect.poll(() => used.isVisible()).toBe(true);
    expect(await used.textContent()).not.toContain('Never');
    expect(await used.getByText('Expired').count()).toBe(0);
    const expired = tokenRow(EXPIRED_NAME);
    expect(await expired.getByText('Expired').isVisible()).toBe(true);
    expect(await expired.textContent()).toContain('Never');
    expect(await page.getByText('2 of 20 tokens').isVisible()).toBe(true);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Scopes', 'Created', 'Expires', 'Last used', 'Actions']);
    await snapBoth('04-list');
    // On a phone, one card per token with the same facts. (Loaded afresh at that width: shrinking
    // the window leaves react-admin's sidebar open as a drawer over the page, which a phone would not.)
    await page.setViewportSize(PHONE);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: EXPIRED_NAME });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Last used: Never');
    expect(await card.getByRole('button', { name: `Revoke ${EXPIRED_NAME}` }).isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
    await page.reload();
  });

  it('revokes after a confirmation (Cancel keeps it), and the token’s next call is 401', async () => {
    const confirm = page.getByRole('dialog', { name: `Revoke "${TOKEN_NAME}"?` });
    const openConfirm = async () => {
      await page.getByRole('button', { name: `Revoke ${TOKEN_NAME}` }).click();
      await expect.poll(() => confirm.isVisible()).toBe(true);
      expect(await confirm.textContent()).toContain('its next call is refused');
      await settled(page);
    };
    await openConfirm();
    await snap(page, 'issue28-admin-tokens-05-revoke-confirm-desktop', { screen: true });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect((await withToken('/api/admin/users')).status).toBe(200);

    // The rest on a phone (loaded at that width: see above), the token's card and its Revoke.
    await page.setViewportSize(PHONE);
    await page.reload();
    await loaded(page);
    await openConfirm();
    expect(await pageOverflow(page)).toBe(0);
    await snap(page, 'issue28-admin-tokens-05-revoke-confirm-phone', { screen: true });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.getByText('Token revoked').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: TOKEN_NAME }).count()).toBe(0);
    await expect.poll(() => page.getByText('1 of 20 tokens').isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
    await page.reload();

    const after = await withToken('/api/admin/users');
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'invalid-token' });
    expect((await db(`SELECT name ${demoAdminTokens}`)).rows).toEqual([{ name: EXPIRED_NAME }]);
  });

  it('a failed load is an error with Retry, not the empty state', async () => {
    let failing = true;
    await page.route('**/api/tokens', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, title: 'Service Unavailable', detail: 'Down for a moment' }) })
        : route.continue(),
    );
    await page.reload();
    await expect.poll(() => page.getByText('Failed to load your tokens. Please try again.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('You have no tokens yet').count()).toBe(0);
    await settled(page);
    await snapBoth('06-load-failed');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => tokenRow(EXPIRED_NAME).isVisible()).toBe(true);
    expect(await page.getByText('Failed to load your tokens. Please try again.').count()).toBe(0);
    await page.unroute('**/api/tokens');
  });
});
