import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { logIn, newStudent, type Student } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * Moderation, walked as a new admin would: a student reports a listing and its seller; the admin
 * hides the listing (gone for others, its owner sees why), suspends the seller (who can still
 * browse but not post, and sees why), then lifts the suspension.
 */
let owner: Student;
let reporter: Student;
let ownerBrowser: BrowserContext;
let reporterBrowser: BrowserContext;
let adminBrowser: BrowserContext;
let ownerPage: Page;
let reporterPage: Page;
let admin: Page;
let listingId: string;
const run = Date.now().toString(36);
const title = `Replica designer watch ${run}`;
const db = (text: string, values: unknown[] = []) => sql(thisServer().databaseUrl, text, values);

beforeAll(async () => {
  [owner, reporter] = await Promise.all([newStudent('Kiran Bose'), newStudent('Lata Iyer')]);
  const { rows } = await db(
    `INSERT INTO listings (seller_id, slug, title, description, category, condition, listing_type, price, expires_at)
     SELECT id, $2, $3, 'Looks exactly like the real thing, nobody will know. Cash only, no questions please.', 'accessories', 'like-new', 'sell', 900, now() + interval '20 days'
     FROM users WHERE email = $1 RETURNING id`,
    [owner.email, `replica-watch-${run}`, title],
  );
  listingId = rows[0]!.id as string;
  [ownerBrowser, reporterBrowser, adminBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
  [ownerPage, reporterPage, admin] = await Promise.all([ownerBrowser.newPage(), reporterBrowser.newPage(), adminBrowser.newPage()]);
  await Promise.all([logIn(ownerPage, owner), logIn(reporterPage, reporter)]);
});
afterAll(async () => {
  await Promise.all([ownerBrowser?.close(), reporterBrowser?.close(), adminBrowser?.close()]);
});

async function report(page: Page, button: string, dialogName: string, reason: string, description: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(/^Reason/).selectOption(reason);
  await dialog.getByLabel(/^Detailed description/).fill(description);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect.poll(() => dialog.getByText('Report Submitted').isVisible()).toBe(true);
  await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
}

const queueRow = (text: string) => admin.getByRole('row').filter({ hasText: text });

describe('moderation', () => {
  it('a student reports the listing and its seller', async () => {
    await reporterPage.goto(`/product/${listingId}`);
    await expect.poll(() => reporterPage.getByRole('heading', { name: title }).isVisible()).toBe(true);
    await report(reporterPage, 'Report', 'Report this listing', 'Prohibited item', 'Counterfeit watch sold as the real brand.');
    await report(reporterPage, 'Report user', 'Report this user', 'Fraud or scam', 'Sells fakes and asks for cash only.');
    const { rows } = await db('SELECT item_type, status FROM reports WHERE reporter_id = (SELECT id FROM users WHERE email = $1) ORDER BY item_type', [reporter.email]);
    expect(rows).toEqual([
      { item_type: 'listing', status: 'new' },
      { item_type: 'user', status: 'new' },
    ]);
  });

  it('the admin finds both in the queue, open and oldest first', async () => {
    await logInAsAdmin(admin);
    await admin.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect.poll(() => admin.url()).toContain('#/moderation');
    await expect.poll(() => queueRow(title).count()).toBe(1);
    await expect.poll(() => queueRow('Sells fakes and asks for cash only.').count()).toBe(1);
    const row = queueRow(title);
    expect(await row.textContent()).toContain('Prohibited item');
    expect(await row.textContent()).toContain('Lata Iyer');
    expect(await row.getByRole('link', { name: `Open ${title} in a new tab` }).getAttribute('href')).toBe(`/product/${listingId}`);
    // The demo's open reports are there too, before ours (oldest first).
    expect(await admin.getByRole('row').filter({ hasText: 'Dell 24-inch monitor' }).count()).toBe(1);
    await snap(admin, 'moderation-01-queue');
  });

  it('hides the listing with a reason: gone for others, its owner sees why', async () => {
    await queueRow(title).getByRole('button', { name: `Hide ${title}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    // The reason is required.
    await expect.poll(() => dialog.getByText('Please give a reason.').isVisible()).toBe(true);
    await dialog.getByLabel(/^Reason/).fill('Counterfeit goods are not allowed');
    await snap(admin, 'moderation-02-hide-dialog');
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    await expect.poll(() => admin.getByText(/Listing hidden; 1 report resolved/).isVisible()).toBe(true);
    // The queue shows open reports: the listing's report has left it.
    await expect.poll(() => queueRow(title).count()).toBe(0);
    const { rows } = await db('SELECT hidden_reason, is_available FROM listings WHERE id = $1', [listingId]);
    expect(rows[0]).toEqual({ hidden_reason: 'Counterfeit goods are not allowed', is_available: false });
    const audit = await db("SELECT summary FROM audit_log WHERE action = 'listing.hide' AND target_id = $1", [listingId]);
    expect(audit.rows).toHaveLength(1);

    await reporterPage.goto(`/product/${listingId}`);
    await expect.poll(() => reporterPage.getByRole('heading', { name: title }).count()).toBe(0);
    await reporterPage.goto(`/products?q=${encodeURIComponent(title)}`);
    await expect.poll(() => reporterPage.getByText('No products match your filters.').isVisible()).toBe(true);
    expect(await reporterPage.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);

    await ownerPage.goto('/profile');
    await ownerPage.getByRole('tab', { name: /My Listings/ }).click();
    await expect.poll(() => ownerPage.getByText('Hidden by moderators: Counterfeit goods are not allowed').isVisible()).toBe(true);
    await snap(ownerPage, 'moderation-03-owner-sees-why');
  });

  it('suspends the seller for 3 days: they can browse but not post, and see why', async () => {
    const row = queueRow('Sells fakes and asks for cash only.');
    await row.getByRole('button', { name: 'Suspend Kiran Bose' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Reason/).fill('Selling counterfeit goods');
    await dialog.getByRole('combobox', { name: 'Suspend for' }).click();
    await admin.getByRole('option', { name: '3 days' }).click();
    await snap(admin, 'moderation-04-suspend-dialog');
    await dialog.getByRole('button', { name: 'Suspend user' }).click();
    await expect.poll(() => admin.getByText(/Kiran Bose is suspended until/).isVisible()).toBe(true);
    const { rows } = await db(
      "SELECT reason, round(extract(epoch FROM ends_at - starts_at) / 86400) AS days FROM user_suspensions WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [owner.email],
    );
    expect(rows).toEqual([{ reason: 'Selling counterfeit goods', days: '3' }]);

    await ownerPage.goto('/products');
    await expect.poll(() => ownerPage.getByRole('status').filter({ hasText: 'Your account is suspended until' }).isVisible()).toBe(true);
    expect(await ownerPage.getByRole('status').filter({ hasText: 'Selling counterfeit goods' }).textContent()).toContain('you cannot post, chat or buy');
    // Browsing still works.
    await expect.poll(() => ownerPage.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await snap(ownerPage, 'moderation-05-suspended-banner');

    await ownerPage.goto('/create-request');
    const form = ownerPage.getByRole('form', { name: 'Create request' });
    await form.getByLabel(/^Title/).fill(`Looking for a watch strap ${run}`);
    await form.getByLabel(/^Category/).selectOption({ label: 'Accessories' });
    await form.getByLabel(/^Description/).fill('Need a plain leather strap, 20 mm, brown or black, for everyday use.');
    await form.getByRole('button', { name: 'Create request' }).click();
    await expect.poll(() => ownerPage.locator('[data-sonner-toast]').filter({ hasText: /Your account is suspended until .*: Selling counterfeit goods/ }).count()).toBe(1);
    expect(new URL(ownerPage.url()).pathname).toBe('/create-request');
    await snap(ownerPage, 'moderation-06-post-refused');
    const requests = await db('SELECT count(*)::int AS n FROM requests WHERE requested_by_id = (SELECT id FROM users WHERE email = $1)', [owner.email]);
    expect(requests.rows[0]).toEqual({ n: 0 });
  });

  it('lifts the suspension from the Suspensions tab, and the student can post again', async () => {
    await admin.getByRole('tab', { name: 'Suspensions' }).click();
    const row = admin.getByRole('row').filter({ hasText: owner.email });
    await expect.poll(() => row.count()).toBe(1);
    await snap(admin, 'moderation-07-suspensions');
    await row.getByRole('button', { name: "Lift Kiran Bose's suspension" }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Lift' }).click();
    await expect.poll(() => admin.getByText("Kiran Bose's suspension was lifted").isVisible()).toBe(true);
    await expect.poll(() => admin.getByRole('row').filter({ hasText: owner.email }).count()).toBe(0);
    const audit = await db("SELECT action FROM audit_log WHERE action IN ('user.suspend', 'user.unsuspend') AND target_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY created_at", [owner.email]);
    expect(audit.rows.map((r) => r.action)).toEqual(['user.suspend', 'user.unsuspend']);

    await ownerPage.reload();
    const form = ownerPage.getByRole('form', { name: 'Create request' });
    await form.getByLabel(/^Title/).fill(`Looking for a watch strap ${run}`);
    await form.getByLabel(/^Category/).selectOption({ label: 'Accessories' });
    await form.getByLabel(/^Description/).fill('Need a plain leather strap, 20 mm, brown or black, for everyday use.');
    await form.getByRole('button', { name: 'Create request' }).click();
    await expect.poll(() => new URL(ownerPage.url()).pathname).toMatch(/^\/request\/[0-9a-f-]{36}$/);
    expect(await ownerPage.getByRole('status').filter({ hasText: 'Your account is suspended' }).count()).toBe(0);
  });

  it('shows the queue on a phone', async () => {
    await admin.getByRole('tab', { name: 'Reports' }).click();
    await admin.getByRole('combobox', { name: /^Status/ }).click();
    await admin.getByRole('option', { name: 'All' }).click();
    await expect.poll(() => queueRow(title).count()).toBe(1);
    expect(await queueRow(title).textContent()).toContain('Listing hidden');
    await snap(admin, 'moderation-08-desktop-all');
    // The sidebar, open on the desktop, would become a drawer over the page on a phone: fold it first.
    await admin.getByRole('button', { name: /close menu/i }).click();
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => queueRow(title).isVisible()).toBe(true);
    await snap(admin, 'moderation-09-mobile-all');
    await admin.getByRole('tab', { name: 'Suspensions' }).click();
    await admin.getByRole('combobox', { name: /^Show/ }).click();
    await admin.getByRole('option', { name: /^All/ }).click();
    await expect.poll(() => admin.getByRole('row').filter({ hasText: owner.email }).count()).toBe(1);
    await snap(admin, 'moderation-10-mobile-suspensions');
  });
});
