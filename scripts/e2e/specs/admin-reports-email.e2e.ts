import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { launchBrowser, logInAsAdmin, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * An admin's walk through Reports and Email Management: preview and download the users report,
 * send a mass e-mail to the subscribers and find it in the outbox, and the single e-mail's message
 * for empty fields; each at desktop and phone width.
 */
let browser: BrowserContext;
let page: Page;
const startedAt = new Date();

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

describe('Reports', () => {
  it('shows the users report with its record count, generated-on date and table', async () => {
    await logInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/reports');
    const { rows } = await db('SELECT count(*)::int AS n FROM users');
    await expect.poll(() => page.getByRole('heading', { name: `${rows[0]!.n} records` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^Generated on /).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'admin@campus.edu' }).isVisible()).toBe(true);
    await snap(page, 'admin-reports-01-users');
  });

  it('downloads the whole users report as CSV named with the type and the date', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`thriftz-users-report-${indiaToday()}.csv`);
    await expect.poll(() => page.getByText('CSV exported successfully').isVisible()).toBe(true);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('User ID,Full name,Email,Admin,Email confirmed,Marketing emails,Joined');
    const { rows } = await db('SELECT count(*)::int AS n FROM users');
    expect(lines).toHaveLength(rows[0]!.n + 1);
    expect(text).toContain('admin@campus.edu');
  });

  it('switches to the orders report', async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const { rows } = await db('SELECT count(*)::int AS n FROM store_orders');
    await expect.poll(() => page.getByRole('heading', { name: `${rows[0]!.n} records` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Order number' }).isVisible()).toBe(true);
    await snap(page, 'admin-reports-02-orders');
  });
});

describe('Email Management', () => {
  const subject = 'Flash sale: up to 50% off for 24 hours';

  it('shows the figures', async () => {
    await page.getByRole('menuitem', { name: 'Email Management' }).click();
    const { rows } = await db(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE marketing_emails AND email_verified_at IS NOT NULL)::int AS reach FROM users',
    );
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect.poll(() => stats.textContent()).toContain(`Subscribers${rows[0]!.reach}`);
    expect(await stats.textContent()).toContain(`Total Users${rows[0]!.total}`);
    await page.getByRole('button', { name: 'Refresh Stats' }).click();
    await snap(page, 'admin-email-01-mass');
  });

  it('sends a mass e-mail to the subscribers from a template, one e-mail each, none to who unsubscribed', async () => {
    await page.getByRole('radio', { name: 'Subscribers' }).check();
    await page.getByRole('button', { name: 'Sale announcement' }).click();
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
    expect(await page.getByRole('textbox', { name: 'Content' }).inputValue()).toContain('24 hours');
    await page.getByRole('button', { name: 'Send Mass Email' }).click();
    // The confirmation (issue 27): the recipient count and a preview, then Send.
    await page.getByRole('dialog').getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
    await expect.poll(() => page.getByText(/^Email sent successfully! Queued \d+ e-mails \(0 skipped\)/).isVisible()).toBe(true);

    const { rows: reach } = await db('SELECT email FROM users WHERE marketing_emails AND email_verified_at IS NOT NULL');
    const { rows: queued } = await db(
      "SELECT to_address FROM email_outbox WHERE template = 'promotional' AND subject = $1 AND created_at >= $2",
      [subject, startedAt],
    );
    expect(queued.map((r) => r.to_address).sort()).toEqual(reach.map((r) => r.email).sort());
    const { rows: gone } = await db('SELECT email FROM users WHERE NOT marketing_emails');
    expect(gone.length).toBeGreaterThan(0);
    expect(queued.map((r) => r.to_address)).not.toContain(gone[0]!.email);
  });

  it('finds the e-mails in the outbox tab, and the failed demo e-mail with its error', async () => {
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByRole('region', { name: 'Outbox' }).or(page.getByLabel('Outbox'));
    await expect.poll(() => outbox.getByRole('row').filter({ hasText: subject }).count()).toBeGreaterThan(1);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Mailbox unavailable' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await settled(page); // the menu's fade-out, for the screenshot
    await snap(page, 'admin-email-02-outbox-failed');
    await page.getByRole('button', { name: /^Retry the e-mail to / }).click();
    await expect.poll(() => page.getByText('E-mail queued to be sent again').isVisible()).toBe(true);
    const { rows } = await db("SELECT count(*)::int AS n FROM email_outbox WHERE status = 'failed'");
    expect(rows[0]!.n).toBe(0);
  });

  it("says 'Please fill in all fields' for an empty single e-mail, and sends nothing", async () => {
    const before = (await db('SELECT count(*)::int AS n FROM email_outbox')).rows[0]!.n;
    await page.getByRole('tab', { name: 'Single Email' }).click();
    expect(await page.getByLabel('Recipient email').getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => page.getByText('Please fill in all fields').isVisible()).toBe(true);
    await settled(page); // the toast's slide-in, for the screenshot
    await snap(page, 'admin-email-03-single-empty');
    expect((await db('SELECT count(*)::int AS n FROM email_outbox')).rows[0]!.n).toBe(before);
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Loaded afresh at this width, as a phone would: the sidebar starts closed (a drawer).
    await page.goto('/admin/#/email');
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Mass Email for All Users' }).isVisible()).toBe(true);
    await snap(page, 'admin-email-04-mobile');
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    await snap(page, 'admin-email-05-mobile-outbox');
    await page.goto('/admin/#/reports');
    await expect.poll(() => page.getByText(/^Generated on /).isVisible()).toBe(true);
    await snap(page, 'admin-reports-03-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
