import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { DEMO_ADMIN, launchBrowser, logInAsAdmin, settled, snap } from '../browser.js';
import { listThroughPage, logIn, newStudent } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * Issue 27, the back office: an admin signs in before the launch (the admin app's own sign-in),
 * every panel fits 1280 px with its row actions in view (phones: labelled toolbars), a failed load
 * is an error with Retry (never the empty state), a mass e-mail is confirmed with the server's
 * recipient count and a preview, a user's deletion says what goes with them, and CSV exports keep
 * phone numbers readable while defusing formulas. Each at desktop (1280x800) and phone (390x844).
 */
let adminBrowser: BrowserContext;
let visitorBrowser: BrowserContext;
let admin: Page;
let visitor: Page;
let savedLaunchAt: string | null = null;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);

/** The admin's PATCH of the launch time, as the Settings panel sends it. */
async function setLaunchAt(launchAt: string | null) {
  const status = await admin.evaluate(async (value) => {
    const res = await fetch('/api/admin/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ launchAt: value }) });
    return res.status;
  }, launchAt);
  expect(status).toBe(200);
}

/** Three days from now at 9 PM India time, and how the launch template words it. */
function futureLaunch() {
  const day = new Date(Date.now() + 3 * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
  const at = new Date(`${ymd}T21:00:00+05:30`);
  const words = `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }).format(at)} at 9 PM IST`;
  return { at, words };
}
const launch = futureLaunch();

beforeAll(async () => {
  [adminBrowser, visitorBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  [admin, visitor] = await Promise.all([adminBrowser.newPage(), visitorBrowser.newPage()]);
  await logInAsAdmin(admin);
  savedLaunchAt = await admin.evaluate(async () => ((await (await fetch('/api/admin/settings')).json()) as { launchAt: string | null }).launchAt);
});
afterAll(async () => {
  await setLaunchAt(savedLaunchAt);
  await Promise.all([adminBrowser.close(), visitorBrowser.close()]);
});

/** A desktop and a phone shot: the full page, or what is in view (an open dialog over a long page). */
async function snapBoth(page: Page, name: string, { fullPage = true } = {}) {
  for (const [size, suffix] of [[DESKTOP, 'desktop'], [PHONE, 'phone']] as const) {
    await page.setViewportSize(size);
    await settled(page);
    await snap(page, `${name}-${suffix}`, { screen: !fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Nothing the page is still loading: no progress indicator or skeleton on screen. */
async function loaded(page: Page) {
  await expect
    .poll(() => page.locator('.MuiLinearProgress-root:visible, .MuiCircularProgress-root:visible, .MuiSkeleton-root:visible, [aria-busy="true"]:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await settled(page);
}

/** The controls in table rows (actions, delete, switches, selects) that lie outside the viewport. */
const offscreenRowControls = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll('table tbody button, table tbody a, table tbody input, table tbody [role="combobox"]')];
    return controls
      .filter((el) => (el as HTMLElement).offsetParent !== null && !(el as HTMLInputElement).type?.includes('hidden'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .map(({ el }) => el.getAttribute('aria-label') ?? (el.textContent ?? '').trim() ?? el.tagName);
  });

describe('1. an admin signs in before the launch', () => {
  beforeAll(async () => {
    await setLaunchAt(launch.at.toISOString());
  });
  afterAll(async () => {
    await setLaunchAt(savedLaunchAt);
  });

  it('the student app shows a signed-out visitor only the pre-launch page', async () => {
    await visitor.goto('/login');
    await expect.poll(() => visitor.getByRole('heading', { name: /almost here/ }).isVisible()).toBe(true);
  });

  it("opens the admin app's own sign-in at /admin, refuses a student clearly, and lets the demo admin in to the dashboard", async () => {
    await visitor.goto('/admin/');
    const form = visitor.getByRole('form', { name: 'Admin sign in' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(new URL(visitor.url()).pathname).toBe('/admin/');
    await snapBoth(visitor, 'issue27-admin-01-signin');

    await form.getByLabel('Email').fill('student@campus.edu');
    await form.getByLabel('Password').fill('student123');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('not an admin account');
    await snapBoth(visitor, 'issue27-admin-02-signin-refused');

    await form.getByLabel('Email').fill(DEMO_ADMIN.email);
    await form.getByLabel('Password').fill(DEMO_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => visitor.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(new URL(visitor.url()).pathname).toBe('/admin/');
    await loaded(visitor);
    await snapBoth(visitor, 'issue27-admin-03-signed-in-dashboard');
  });

  it("shows the real launch time in the launch e-mail template, never '27 August 2025'", async () => {
    await visitor.goto('/admin/#/email');
    await visitor.getByRole('button', { name: 'Website launch announcement' }).click();
    const subject = visitor.getByRole('textbox', { name: 'Subject' });
    await expect.poll(() => subject.inputValue()).toBe(`Thriftz is launching on ${launch.words}!`);
    expect(await visitor.getByRole('textbox', { name: 'Content' }).inputValue()).toContain(`launches on ${launch.words}`);
    expect(await visitor.content()).not.toContain('27 August 2025');
    await snapBoth(visitor, 'issue27-admin-04-launch-template');
  });
});

/** Every sidebar section, and the pages behind them that open on their own route. */
const SECTIONS = [
  'users',
  'site-notifications',
  'site-notifications/create',
  'subscriptions',
  'products',
  'mini-stores',
  'orders',
  'roommate-listings',
  'product-requests',
  'ads',
  'finance',
  'reports',
  'email',
  'recruitment',
  'contact',
  'moderation',
  'settings',
  'developer-settings',
];

describe('2. every admin page fits 1280 px, with its row actions in view', () => {
  it('has no sideways page scroll and every Actions/Delete control on screen, on each page', async () => {
    await admin.setViewportSize(DESKTOP);
    // Rows as other specs leave them on a shared server: long generated e-mails and titles.
    const long = await newStudent('Karan Malhotra Venkataraman');
    expect(long.email.length).toBeGreaterThan(40);
    const sellerContext = await launchBrowser();
    try {
      const seller = await sellerContext.newPage();
      await logIn(seller, long);
      const { status } = await listThroughPage(seller, {
        title: `Soon gone lamp with a long generated title ${Date.now().toString(36)}`,
        category: 'furniture',
        description: 'A lamp listed with a long title, as the other specs leave them behind.',
        price: 450,
      });
      expect(status).toBe(201);
    } finally {
      await sellerContext.close();
    }
    const problems: string[] = [];
    const { rows } = await db('SELECT id FROM site_notifications ORDER BY created_at DESC LIMIT 1');
    for (const section of [...SECTIONS, `site-notifications/${rows[0]!.id}`]) {
      await admin.goto(`/admin/#/${section}`);
      await expect.poll(() => admin.locator('#main-content, main').first().isVisible()).toBe(true);
      await loaded(admin);
      const overflow = await pageOverflow(admin);
      if (overflow > 0) problems.push(`${section}: the page scrolls ${overflow}px sideways`);
      const offscreen = await offscreenRowControls(admin);
      if (offscreen.length) problems.push(`${section}: off screen: ${[...new Set(offscreen)].slice(0, 5).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('shows the Orders and Roommate Finder tables with Actions and Delete in view', async () => {
    await admin.goto('/admin/#/orders');
    await loaded(admin);
    const deleteOrder = admin.getByRole('button', { name: /^Delete order/ }).first();
    await expect.poll(() => deleteOrder.isVisible()).toBe(true);
    expect((await deleteOrder.boundingBox())!.x + (await deleteOrder.boundingBox())!.width).toBeLessThanOrEqual(DESKTOP.width);
    await snap(admin, 'issue27-admin-05-orders-desktop');
    await admin.goto('/admin/#/roommate-listings');
    await loaded(admin);
    expect(await offscreenRowControls(admin)).toEqual([]);
    expect(await admin.getByRole('columnheader', { name: 'Actions' }).isVisible()).toBe(true);
    await snap(admin, 'issue27-admin-06-roommates-desktop');
  });

  it('fits a phone: the main lists, and toolbars whose buttons say what they do', async () => {
    await admin.setViewportSize(PHONE);
    await admin.goto('/admin/#/users');
    await admin.reload();
    await loaded(admin);
    for (const label of ['Change plan', 'Toggle admin', 'Delete']) {
      const button = admin.getByRole('button', { name: label, exact: true });
      await expect.poll(() => button.isVisible()).toBe(true);
      expect((await button.textContent())!.trim()).toBe(label);
    }
    const problems: string[] = [];
    for (const section of ['users', 'orders', 'products', 'roommate-listings', 'product-requests', 'subscriptions', 'finance', 'mini-stores', 'recruitment', 'contact']) {
      await admin.goto(`/admin/#/${section}`);
      await loaded(admin);
      const overflow = await pageOverflow(admin);
      if (overflow > 0) problems.push(`${section}: the page scrolls ${overflow}px sideways`);
      const offscreen = await offscreenRowControls(admin);
      if (offscreen.length) problems.push(`${section}: off screen: ${[...new Set(offscreen)].slice(0, 3).join(', ')}`);
      await snap(admin, `issue27-admin-07-${section}-phone`);
    }
    await admin.goto('/admin/#/finance');
    await loaded(admin);
    for (const label of ['Add Transaction', 'Export CSV']) {
      const button = admin.getByRole('button', { name: label }).first();
      await expect.poll(() => button.isVisible()).toBe(true);
      expect((await button.textContent())!.trim()).toContain(label);
    }
    await admin.setViewportSize(DESKTOP);
    expect(problems).toEqual([]);
  });
});

describe('3. a failed list load is an error with Retry, not the empty state', () => {
  it('says the orders could not be loaded, shows no pager and no "No orders found", and Retry loads them', async () => {
    await admin.setViewportSize(DESKTOP);
    let failing = true;
    await admin.route('**/api/admin/orders?**', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, title: 'Service Unavailable', detail: 'Down for a moment' }) })
        : route.continue(),
    );
    await admin.goto('/admin/#/orders');
    await expect.poll(() => admin.getByText('Failed to load orders. Please try again.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await admin.getByText('No orders found').count()).toBe(0);
    expect(await admin.getByText(/\d+[–-]\d+ of \d+/).count()).toBe(0);
    await settled(admin);
    await snapBoth(admin, 'issue27-admin-08-orders-failed');

    failing = false;
    await admin.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => admin.getByRole('button', { name: /^Delete order/ }).first().isVisible()).toBe(true);
    expect(await admin.getByText('Failed to load orders. Please try again.').count()).toBe(0);
    await admin.unroute('**/api/admin/orders?**');
  });
});

describe('4. a mass e-mail is confirmed with the recipient count and a preview', () => {
  const subject = 'Flash sale: up to 50% off for 24 hours';
  const outboxCount = async () => (await db("SELECT count(*)::int AS n FROM email_outbox WHERE template = 'promotional' AND subject = $1", [subject])).rows[0]!.n as number;

  it('shows how many will get it (from the server, the unsubscribed left out) and the e-mail as sent; Cancel sends nothing', async () => {
    await admin.goto('/admin/#/email');
    await admin.getByRole('radio', { name: 'All users' }).check();
    await admin.getByRole('button', { name: 'Sale announcement' }).click();
    const before = await outboxCount();
    await admin.getByRole('button', { name: 'Send Mass Email' }).click();
    const { rows } = await db('SELECT count(*)::int AS n FROM users WHERE marketing_emails AND email_verified_at IS NOT NULL');
    const reach = rows[0]!.n as number;
    const { rows: all } = await db('SELECT count(*)::int AS n FROM users');
    expect(reach).toBeLessThan(all[0]!.n as number);
    const dialog = admin.getByRole('dialog', { name: `Send this e-mail to ${reach} recipients?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByTestId('mass-email-preview-subject').textContent()).toBe(subject);
    const frame = admin.frameLocator('iframe[title="E-mail preview"]');
    await expect.poll(() => frame.locator('body').textContent()).toContain('For the next 24 hours only');
    expect(await frame.locator('body').textContent()).toContain('Unsubscribe');
    await snapBoth(admin, 'issue27-admin-09-mass-email-confirm', { fullPage: false });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await outboxCount()).toBe(before);

    await admin.getByRole('button', { name: 'Send Mass Email' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: `Send to ${reach} recipients` }).click();
    await expect.poll(() => admin.getByText(`Queued ${reach} e-mails (0 skipped)`, { exact: false }).isVisible()).toBe(true);
    expect(await outboxCount()).toBe(before + reach);
  });
});

describe("5. deleting a user says what goes with them", () => {
  it('lists the counts of their listings, requests and roommate posts from the server, and deletes exactly those', async () => {
    const student = await newStudent('Tanvi Deshmukh');
    const { rows } = await db('SELECT id FROM users WHERE email = $1', [student.email]);
    const id = rows[0]!.id as string;
    const later = new Date(Date.now() + 20 * 86_400_000);
    const description = 'A sturdy thing in good shape, kept carefully for two semesters.';
    for (const n of [1, 2]) {
      await db(
        "INSERT INTO listings (seller_id, slug, title, description, category, condition, listing_type, price, expires_at) VALUES ($1, $2, $3, $4, 'furniture', 'good', 'sell', 500, $5)",
        [id, `tanvi-chair-${n}-${Date.now()}`, `Tanvi's chair ${n}`, description, later],
      );
    }
    await db("INSERT INTO requests (requested_by_id, slug, title, description, category, expires_at) VALUES ($1, $2, 'Drafter', $3, 'other', $4)", [
      id,
      `tanvi-drafter-${Date.now()}`,
      description,
      later,
    ]);
    await db(
      "INSERT INTO roommate_posts (posted_by_id, title, description, budget, accommodation_type, contact_info, expires_at) VALUES ($1, 'Room near gate 2', $2, 6000, 'pg', 'Chat here', $3)",
      [id, description, later],
    );

    await admin.setViewportSize(DESKTOP);
    await admin.goto(`/admin/#/users?filter=${encodeURIComponent(JSON.stringify({ q: student.email, role: 'all' }))}`);
    const row = admin.getByRole('row').filter({ hasText: student.email });
    await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    await row.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete users' });
    await expect.poll(() => dialog.getByTestId('deletion-summary').isVisible()).toBe(true);
    const text = await dialog.textContent();
    expect(text).toContain('Are you sure you want to delete 1 users? This action cannot be undone.');
    expect(text).toContain('2 listings');
    expect(text).toContain('1 item request');
    expect(text).toContain('1 roommate post');
    await snapBoth(admin, 'issue27-admin-10-delete-user-summary', { fullPage: false });

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => admin.getByText('Deleted 1 user').isVisible()).toBe(true);
    const left = await db(
      'SELECT (SELECT count(*) FROM listings WHERE seller_id = $1)::int + (SELECT count(*) FROM requests WHERE requested_by_id = $1)::int + (SELECT count(*) FROM roommate_posts WHERE posted_by_id = $1)::int AS n',
      [id],
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe('6. CSV exports keep phone numbers readable and defuse formulas', () => {
  let restoreNotes: { id: string; notes: string | null } | null = null;
  afterAll(async () => {
    if (restoreNotes) await db('UPDATE recruitment_applications SET interview_notes = $2 WHERE id = $1', [restoreNotes.id, restoreNotes.notes]);
  });

  it("exports applications with '+91 …' phones as they are and a cell starting with '=' prefixed with '", async () => {
    const { rows } = await db("SELECT id, interview_notes AS notes FROM recruitment_applications WHERE phone LIKE '+91 %' ORDER BY submitted_at DESC LIMIT 1");
    restoreNotes = { id: rows[0]!.id as string, notes: rows[0]!.notes as string | null };
    await db('UPDATE recruitment_applications SET interview_notes = $2 WHERE id = $1', [restoreNotes.id, '=HYPERLINK("http://evil.example","Click")']);

    await admin.setViewportSize(DESKTOP);
    await admin.goto('/admin/#/recruitment');
    await loaded(admin);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toMatch(/,\+91 90000 \d{4},/);
    expect(text).not.toContain("'+91");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    await snapBoth(admin, 'issue27-admin-11-recruitment-export');
  });
});
