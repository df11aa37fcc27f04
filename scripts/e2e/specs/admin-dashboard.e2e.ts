import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * A new admin's first look at the back office: the dashboard's figures (checked against the
 * database), the recent-activity feed, the Manage users quick action, and a bulk plan change on a
 * demo student that lands in the database and in the feed.
 */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const query = async (text: string, params: unknown[] = []) => (await sql(thisServer().databaseUrl, text, params)).rows;
const one = async (text: string, params: unknown[] = []) => Number(Object.values((await query(text, params))[0]!)[0]);
const figure = (value: number) => new Intl.NumberFormat('en-IN').format(value);
const rupees = (value: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);

/** The stat card whose heading is `label`. */
const card = (label: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
const cardValue = (label: string) => card(label).locator('p').first().textContent();
const feed = () => page.getByRole('list', { name: 'Recent activity' });
const toast = (text: string) => page.getByText(text).first();

describe('the dashboard', () => {
  it('opens on the four cards, with the figures the database holds', async () => {
    await logInAsAdmin(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);

    const expected = {
      'Total Users': await one('SELECT count(*) FROM users'),
      'Total Products': await one('SELECT count(*) FROM listings'),
      'Mini Stores': await one('SELECT count(*) FROM stores'),
      'Active Orders': await one("SELECT count(*) FROM store_orders WHERE status IN ('pending', 'confirmed', 'shipped')"),
    };
    expect(expected['Total Users']).toBeGreaterThan(5);
    expect(expected['Active Orders']).toBeGreaterThan(0);
    for (const [label, value] of Object.entries(expected)) {
      await expect.poll(() => cardValue(label)).toBe(figure(value));
      // The change is in words, not colour alone.
      expect(await card(label).textContent()).toMatch(/vs previous 30 days|New this month|None new in the last 30 days/);
    }
    const revenue = await one(`SELECT coalesce(sum(total), 0) FROM store_orders
      WHERE (payment_type = 'prepaid' AND status IN ('pending', 'confirmed', 'shipped', 'delivered'))
         OR (payment_type = 'cod' AND status = 'delivered')`);
    expect(revenue).toBeGreaterThan(0);
    expect(await cardValue('Total Revenue')).toBe(rupees(revenue));
    expect(await page.getByText(/^Last updated: /).textContent()).toMatch(/\d{1,2}:\d{2}:\d{2}\s?(am|pm)/i);
  });

  it('shows the recent activity, newest first, from the audit log', async () => {
    const newest = await query('SELECT summary FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 10');
    expect(newest.length).toBeGreaterThan(3);
    await expect.poll(() => feed().getByRole('listitem').count()).toBe(newest.length);
    const shown = await feed().getByRole('listitem').allTextContents();
    newest.forEach((row, i) => expect(shown[i]).toContain(row.summary as string));
    expect(shown.join('\n')).toContain('Arjun Mehta (Admin)');
    await snap(page, 'admin-dashboard-01-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows a failure to load the figures, and Retry brings them back', async () => {
    await page.route('**/api/admin/dashboard', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }) }),
    );
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard statistics' });
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    await snap(page, 'admin-dashboard-06-stats-error');
    await page.unroute('**/api/admin/dashboard');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => cardValue('Total Users')).toMatch(/^\d/);
    expect(await alert.count()).toBe(0);
  });

  it('loads older activity ten at a time', async () => {
    const total = await one('SELECT count(*) FROM audit_log');
    const admin = (await query("SELECT id FROM users WHERE email = 'admin@campus.edu'"))[0]!.id;
    await query(
      `INSERT INTO audit_log (actor_kind, actor_user_id, actor_name, action, target_type, summary, created_at)
       SELECT 'admin', $1, 'Arjun Mehta', 'user.promote', 'user', 'Older entry ' || n, now() - interval '40 days' - n * interval '1 hour'
       FROM generate_series(1, 5) AS n`,
      [admin],
    );
    await page.getByRole('button', { name: 'Refresh dashboard' }).click();
    await expect.poll(() => feed().getByRole('listitem').count()).toBe(10);
    // Other specs may have logged more before this one: load pages of ten until none is left.
    for (let shown = 10; shown < total + 5; ) {
      await page.getByRole('button', { name: 'Load more' }).click();
      shown = Math.min(shown + 10, total + 5);
      await expect.poll(() => feed().getByRole('listitem').count()).toBe(shown);
    }
    expect(await feed().getByRole('listitem').last().textContent()).toContain('Older entry 5');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('fits a phone: cards in two columns, quick actions before the feed', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => cardValue('Total Users')).toMatch(/^\d/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'admin-dashboard-02-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('from the dashboard to a bulk plan change', () => {
  it('Manage users opens the users panel', async () => {
    await page.getByRole('link', { name: 'Manage users' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/users');
    await expect.poll(() => page.getByRole('textbox', { name: 'Search users by name or email' }).isVisible()).toBe(true);
  });

  it('asks for a selection first, then gives a demo student the Pro plan for 30 days', async () => {
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect.poll(() => toast('Please select users first').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Search users by name or email' }).fill('sneha');
    const row = page.getByRole('row').filter({ hasText: 'sneha.reddy@campus.edu' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Pro' }).check();
    await expect.poll(() => dialog.textContent()).toContain('Give 1 user the Pro plan for 30 days');
    await snap(page, 'admin-dashboard-03-change-plan');
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await expect.poll(() => toast('Plan changed to Pro for 1 user (30 days)').isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).toContain('Pro Plan');

    const [subscription] = await query(
      `SELECT p.slug, s.status, round(extract(epoch FROM s.end_date - s.start_date) / 86400) AS days FROM user_subscriptions s
       JOIN subscription_plans p ON p.id = s.plan_id JOIN users u ON u.id = s.user_id
       WHERE u.email = 'sneha.reddy@campus.edu' AND s.is_current`,
    );
    expect(subscription).toMatchObject({ slug: 'pro', status: 'active' });
    expect(Number(subscription!.days)).toBe(30);
  });

  it('names the users the server refused, keeps them selected, and changes the others', async () => {
    const divya = (await query("SELECT id FROM users WHERE email = 'divya.menon@campus.edu'"))[0]!.id as string;
    await page.route('**/api/admin-subscription/change-plan', (route) =>
      route.request().postDataJSON().userId === divya
        ? route.fulfill({ status: 404, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'User not found.' }) })
        : route.continue(),
    );
    await page.getByRole('textbox', { name: 'Search users by name or email' }).fill('');
    for (const email of ['rohan.das@campus.edu', 'divya.menon@campus.edu']) {
      await page.getByRole('row').filter({ hasText: email }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Mid' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click();
    await expect.poll(() => toast('Plan changed to Mid for 1 user. Failed to update subscriptions: Divya Menon (User not found.)').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 item selected').isVisible()).toBe(true);
    await page.unroute('**/api/admin-subscription/change-plan');
    const plans = await query(
      `SELECT u.email, p.slug FROM users u LEFT JOIN user_subscriptions s ON s.user_id = u.id AND s.is_current
       LEFT JOIN subscription_plans p ON p.id = s.plan_id WHERE u.email IN ('rohan.das@campus.edu', 'divya.menon@campus.edu') ORDER BY u.email`,
    );
    expect(plans).toEqual([
      { email: 'divya.menon@campus.edu', slug: null },
      { email: 'rohan.das@campus.edu', slug: 'mid' },
    ]);
    await snap(page, 'admin-dashboard-07-partial-failure');
    // On a phone the bulk buttons are icons with their names, and the table scrolls in its card.
    // (Reloaded: resizing a live page opens react-admin's sidebar as a phone's drawer.)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Change plan' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'admin-dashboard-08-users-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('lands in the activity feed on the dashboard', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect.poll(() => feed().getByRole('listitem').first().textContent()).toContain(
      "Changed Rohan Das's plan to Mid Plan for 30 days",
    );
    expect(await feed().getByRole('listitem').nth(1).textContent()).toContain("Changed Sneha Reddy's plan to Pro Plan for 30 days");
    const [entry] = await query("SELECT actor_name, action FROM audit_log WHERE summary = 'Changed Sneha Reddy''s plan to Pro Plan for 30 days'");
    expect(entry).toEqual({ actor_name: 'Arjun Mehta', action: 'subscription.change-plan' });
    await snap(page, 'admin-dashboard-04-feed-after');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'admin-dashboard-05-feed-after-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
