import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logIn, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * The Site Notifications and Subscriptions panels, walked as a new admin would: create a
 * notification with a call to action, see it on the student app's home page banner and dismiss
 * it there, deactivate it and see it gone; then set a student's subscription status.
 */
let adminBrowser: BrowserContext;
let studentBrowser: BrowserContext;
let admin: Page;
let student: Page;
const TITLE = 'Library open 24 hours';
const MESSAGE = 'The central library stays open all night during exam week.';

beforeAll(async () => {
  [adminBrowser, studentBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  [admin, student] = await Promise.all([adminBrowser.newPage(), studentBrowser.newPage()]);
});
afterAll(async () => {
  await Promise.all([adminBrowser.close(), studentBrowser.close()]);
});

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);

/**
 * Desktop then phone (390 px) screenshots of the page as it is. `screen`: the visible screen only,
 * for the banner, which is fixed to the screen's bottom (a full-page shot shows it mid-page).
 */
async function snapBoth(page: Page, name: string, { screen = false } = {}) {
  const shoot = (file: string) => snap(page, file, { screen });
  await shoot(`${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await shoot(`${name}-mobile`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Site notifications' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('an admin and the site notification banner', () => {
  it('lists the notifications by priority', async () => {
    await logIn(admin, 'admin@campus.edu', 'admin123', '/admin/');
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/admin/');
    await admin.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect.poll(() => admin.getByText('End-of-semester sale').isVisible()).toBe(true);
    const rows = admin.locator('tbody tr');
    // The demo's high-priority one first, the low-priority one last.
    await expect.poll(() => rows.first().textContent()).toContain('End-of-semester sale');
    await expect.poll(() => rows.last().textContent()).toContain('Scheduled maintenance');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await snapBoth(admin, 'notifications-01-admin-list');
  });

  it('creates a notification with a call to action, the defaults filled in', async () => {
    await admin.goto('/admin/#/site-notifications/create');
    const message = admin.getByLabel('Message');
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await admin.getByLabel('Background colour').inputValue()).toBe('#3b82f6');
    expect(await admin.getByLabel('Show on home page').isChecked()).toBe(true);
    expect(await admin.getByLabel('Show on all pages').isChecked()).toBe(false);

    // The message is required (the title is not); nothing is saved without it.
    await admin.getByLabel('Title').fill(TITLE);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => admin.getByText('Message is required').first().isVisible()).toBe(true);
    expect((await db('SELECT count(*)::int AS n FROM site_notifications WHERE title = $1', [TITLE])).rows).toEqual([{ n: 0 }]);

    await message.fill(MESSAGE);
    await admin.getByLabel('Priority').click();
    await admin.getByRole('option', { name: 'High' }).click();
    await admin.getByLabel('Button text').fill('See hours');
    await admin.getByLabel('Button link').fill('/products');
    // The live preview follows the form.
    const preview = admin.getByRole('region', { name: 'Banner preview' });
    await expect.poll(() => preview.textContent()).toContain(MESSAGE);
    await expect.poll(() => preview.textContent()).toContain('See hours');
    await snapBoth(admin, 'notifications-02-admin-form');

    await admin.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(admin, 'Notification created').isVisible()).toBe(true);
    await expect.poll(() => admin.getByText(TITLE).first().isVisible()).toBe(true);
    const { rows } = await db(
      'SELECT message, priority, is_active, cta_text, cta_link, background_color, text_color FROM site_notifications WHERE title = $1',
      [TITLE],
    );
    expect(rows).toEqual([
      { message: MESSAGE, priority: 'high', is_active: true, cta_text: 'See hours', cta_link: '/products', background_color: '#3B82F6', text_color: '#FFFFFF' },
    ]);
    const audit = await db("SELECT summary FROM audit_log WHERE action = 'notification.create' ORDER BY created_at DESC LIMIT 1");
    expect(audit.rows[0]?.summary).toBe(`Created the notification "${TITLE}"`);
  });

  it('shows it to a student on the home page banner, with its link, and lets them dismiss it', async () => {
    await logIn(student, 'student@campus.edu', 'student123', '/');
    await expect.poll(() => new URL(student.url()).pathname).toBe('/');
    await expect.poll(() => banner(student).isVisible(), { timeout: 15_000 }).toBe(true);
    // Pointer over the banner: rotation holds while we look.
    await banner(student).hover();
    for (let i = 0; i < 4 && !(await banner(student).textContent())?.includes(TITLE); i += 1) {
      await banner(student).getByRole('button', { name: 'Next notification' }).click();
    }
    await expect.poll(() => banner(student).textContent()).toContain(MESSAGE);
    expect(await banner(student).getByRole('link', { name: 'See hours' }).getAttribute('href')).toBe('/products');
    await snapBoth(student, 'notifications-03-student-banner', { screen: true });

    await banner(student).getByRole('button', { name: `Dismiss notification: ${TITLE}` }).click();
    await expect.poll(() => banner(student).textContent()).not.toContain(MESSAGE);
    // What is left are the demo's notifications, in colours that pass AA.
    expect(await accessibilityViolations(student)).toEqual([]);
    // Still dismissed after a reload in this session.
    await student.reload();
    await expect.poll(() => banner(student).isVisible(), { timeout: 15_000 }).toBe(true);
    await banner(student).hover();
    for (let i = 0; i < 3; i += 1) {
      expect(await banner(student).textContent()).not.toContain(MESSAGE);
      await banner(student).getByRole('button', { name: 'Next notification' }).click();
    }
  });

  it('deactivates it, and a student no longer gets it', async () => {
    await admin.goto('/admin/#/site-notifications');
    const toggle = admin.getByRole('switch', { name: `Active: ${TITLE}` }).or(admin.getByRole('checkbox', { name: `Active: ${TITLE}` }));
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await expect.poll(() => toast(admin, 'Notification deactivated').isVisible()).toBe(true);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    const { rows } = await db('SELECT is_active FROM site_notifications WHERE title = $1', [TITLE]);
    expect(rows).toEqual([{ is_active: false }]);

    // A new visit (nothing dismissed): the banner shows the demo's notifications, not this one.
    const fresh = await studentBrowser.newPage();
    const active = fresh.waitForResponse((r) => r.url().includes('/api/notifications/active'));
    await fresh.goto('/');
    const body = (await (await active).json()) as { title: string }[];
    expect(body.map((n) => n.title)).not.toContain(TITLE);
    expect(body.length).toBeGreaterThan(0);
    await expect.poll(() => banner(fresh).isVisible(), { timeout: 15_000 }).toBe(true);
    await fresh.close();
  });
});

describe('an admin and the subscriptions', () => {
  it("lists every subscription with its user and plan, and sets one's status", async () => {
    await admin.getByRole('menuitem', { name: 'Subscriptions' }).click();
    const row = admin.locator('tbody tr').filter({ hasText: 'Active' }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await accessibilityViolations(admin)).toEqual([]);
    await snapBoth(admin, 'notifications-04-admin-subscriptions');

    const status = row.getByRole('combobox');
    const label = (await status.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Status of .+'s .+ subscription$/);
    const { rows: before } = await db("SELECT id FROM user_subscriptions WHERE status = 'active' AND is_current");
    await status.click();
    await admin.getByRole('option', { name: 'Cancelled' }).click();
    await expect.poll(() => admin.getByText(/subscription is now cancelled$/).first().isVisible()).toBe(true);
    const { rows: after } = await db("SELECT id FROM user_subscriptions WHERE status = 'cancelled' AND NOT is_current AND id = ANY($1)", [
      before.map((r) => r.id),
    ]);
    expect(after).toHaveLength(1);
    const audit = await db("SELECT summary FROM audit_log WHERE action = 'subscription.status' ORDER BY created_at DESC LIMIT 1");
    expect(audit.rows[0]?.summary).toMatch(/subscription from active to cancelled$/);

    // Filter by status: the cancelled one is listed there.
    await admin.getByLabel('Status', { exact: true }).click();
    await admin.getByRole('option', { name: 'Cancelled' }).click();
    await expect.poll(() => admin.locator('tbody tr').count()).toBeGreaterThan(0);
  });
});
