import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * The back office's Roommate Finder, Product Requests, Contact Forms and Ads Management panels,
 * walked as a new admin would: take a roommate listing off the site, export the listings, answer a
 * contact message with a note, and create an ad that then shows on the browse page.
 */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const db = async (text: string, params: unknown[] = []) => (await sql(thisServer().databaseUrl, text, params)).rows;

/** A full-page screenshot at desktop width, then at a phone's (390×844), back to desktop after. */
async function snapBoth(name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout settles (drawer closes, tables reflow) before the picture.
  await settled(page);
  await snap(page, `${name}-mobile`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settled(page);
}

const toast = (text: string) => page.getByText(text, { exact: true }).first();

describe('the back office panels', () => {
  it('opens for the demo admin', async () => {
    await logInAsAdmin(page);
    // The sidebar lists the four panels in the spec's order.
    const menu = page.getByRole('menu').first();
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Contact Forms' }).isVisible()).toBe(true);
    const labels = await menu.getByRole('menuitem').allTextContents();
    const order = ['Roommate Finder', 'Product Requests', 'Ads Management', 'Contact Forms'].map((label) => labels.findIndex((l) => l.includes(label)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('deactivates a roommate listing, which leaves the public list, and exports the listings as CSV', async () => {
    const [post] = await db(
      'SELECT id, title FROM roommate_posts WHERE is_active AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1',
    );
    const { id, title } = post as { id: string; title: string };
    const publicIds = async () =>
      ((await (await page.request.get('/api/roommates?pageSize=100')).json()) as { items: { _id: string }[] }).items.map((i) => i._id);
    expect(await publicIds()).toContain(id);

    await page.goto('/admin/#/roommate-listings');
    await expect.poll(() => page.getByText('Total Listings').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('PG/Hostels').isVisible()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect.poll(() => toast('Listing deactivated successfully').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: `Activate ${title}` }).isVisible()).toBe(true);
    expect((await db('SELECT is_active FROM roommate_posts WHERE id = $1', [id]))[0]).toEqual({ is_active: false });
    expect(await publicIds()).not.toContain(id);
    const [entry] = await db('SELECT action, actor_name FROM audit_log WHERE target_id = $1', [id]);
    expect(entry).toEqual({ action: 'roommate-listing.deactivate', actor_name: 'Arjun Mehta' });

    // The detail modal shows the whole listing.
    await row.getByRole('button', { name: `View details of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect.poll(() => dialog.getByText('Posted by').isVisible()).toBe(true);
    await snap(page, 'admin-panels-roommate-detail');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^thriftz-roommate-listings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('Title,Description,Accommodation');
    expect(csv).toContain(title);
    const { n } = (await db('SELECT count(*)::int AS n FROM roommate_posts'))[0] as { n: number };
    // A header, then one line per listing (descriptions hold no line breaks in the demo).
    expect(csv.trim().split('\n')).toHaveLength(n + 1);
    await snapBoth('admin-panels-roommates');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('filters the product requests by category and shows a request in its modal', async () => {
    await page.goto('/admin/#/product-requests');
    await expect.poll(() => page.getByText('Rent Requests').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Textbooks' }).click();
    await expect.poll(() => new URL(page.url()).hash).toContain('textbooks');
    const [request] = await db("SELECT title FROM requests WHERE category = 'textbooks' ORDER BY created_at DESC LIMIT 1");
    const title = (request as { title: string }).title;
    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: `View details of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect.poll(() => dialog.getByText('Requested by').isVisible()).toBe(true);
    await snap(page, 'admin-panels-request-detail');
    await page.keyboard.press('Escape');
    await snapBoth('admin-panels-requests');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('deletes a product request from its modal, after a confirmation', async () => {
    const [request] = await db("SELECT id, title FROM requests WHERE category = 'furniture' ORDER BY created_at DESC LIMIT 1");
    const { id, title } = request as { id: string; title: string };
    await page.goto('/admin/#/product-requests?filter=%7B%22category%22%3A%22furniture%22%7D');
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `View details of ${title}` }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete request' });
    await expect.poll(() => confirm.getByText('This action cannot be undone.').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast('Request deleted successfully').isVisible()).toBe(true);
    expect(await db('SELECT id FROM requests WHERE id = $1', [id])).toEqual([]);
    expect((await db('SELECT action FROM audit_log WHERE target_id = $1', [id]))[0]).toEqual({ action: 'product-request.delete' });
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
  });

  it('moves a contact message to in progress with a note, then to replied, signed by the admin', async () => {
    await page.goto('/admin/#/contact');
    await expect.poll(() => page.getByText('High Priority').isVisible()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: 'nikhil.rao@gmail.com' });
    await row.getByRole('button', { name: 'View the message from Nikhil Rao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment taken twice' });
    await expect.poll(() => dialog.getByText('debited twice').isVisible()).toBe(true);
    await dialog.getByLabel('Admin notes').fill('Refund of the second debit started with the gateway.');
    await dialog.getByRole('button', { name: 'In progress' }).click();
    await expect.poll(() => toast('Status updated successfully').isVisible()).toBe(true);
    const read = async () =>
      (await db("SELECT status, admin_notes, replied_by, replied_at IS NOT NULL AS replied FROM contact_submissions WHERE email = 'nikhil.rao@gmail.com'"))[0];
    await expect.poll(read).toEqual({ status: 'in_progress', admin_notes: 'Refund of the second debit started with the gateway.', replied_by: null, replied: false });

    await expect.poll(() => dialog.getByRole('button', { name: 'In progress', pressed: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Replied' }).click();
    await expect.poll(read).toMatchObject({ status: 'replied', replied_by: 'Arjun Mehta', replied: true });
    await expect.poll(() => dialog.getByText('Arjun Mehta').isVisible()).toBe(true);
    await snap(page, 'admin-panels-contact-detail');
    await page.keyboard.press('Escape');
    const actions = await db(
      "SELECT a.action FROM audit_log a JOIN contact_submissions c ON c.id::text = a.target_id WHERE c.email = 'nikhil.rao@gmail.com' ORDER BY a.created_at",
    );
    expect(actions).toEqual([{ action: 'contact-submission.status' }, { action: 'contact-submission.status' }]);
    await snapBoth('admin-panels-contact');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('creates an ad for the product listings that then shows on the browse page', async () => {
    const title = 'Hostel move-out sale';
    await page.goto('/admin/#/ads');
    await expect.poll(() => page.getByText('Banner Ads').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create New Ad' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Ad' });
    // The form's own check, before any call.
    await form.getByRole('button', { name: 'Create ad' }).click();
    await expect.poll(() => form.getByText('Please enter a title').isVisible()).toBe(true);
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Description/).fill('Everything from the hostel rooms, this weekend only.');
    await form.getByRole('combobox', { name: /^Position/ }).click();
    await page.getByRole('option', { name: /^product-listing/ }).click();
    await form.getByLabel(/^Image URL/).fill('/ads/cycle-repair.svg');
    // The server's check, shown under its field.
    await form.getByLabel(/^Link URL/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create ad' }).click();
    await expect.poll(() => form.getByText('The link must start with https:// or be a path on this site').isVisible()).toBe(true);
    expect(await db('SELECT id FROM ad_contents WHERE title = $1', [title])).toEqual([]);
    await form.getByLabel(/^Link URL/).fill('/products');
    await form.getByRole('button', { name: 'Create ad' }).click();
    await expect.poll(() => toast('Ad created successfully').isVisible()).toBe(true);
    const [ad] = await db(
      'SELECT a.id, a.is_active, a.link_url, p.name AS position FROM ad_contents a JOIN ad_positions p ON p.id = a.position_id WHERE a.title = $1',
      [title],
    );
    expect(ad).toMatchObject({ is_active: true, link_url: '/products', position: 'product-listing' });
    expect((await db('SELECT action FROM audit_log WHERE target_id = $1', [(ad as { id: string }).id]))[0]).toEqual({ action: 'ad.create' });
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(1);
    await snapBoth('admin-panels-ads');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Ad Positions' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'homepage-hero' }).isVisible()).toBe(true);
    await snapBoth('admin-panels-ad-positions');

    // The student app's browse page shows the newest product-listing ad, marked as sponsored.
    await page.goto('/products');
    const slot = page.locator('aside[data-ad-position="product-listing"]');
    await expect.poll(() => slot.getByRole('img', { name: title }).count(), { timeout: 15_000 }).toBe(1);
    expect(await slot.getByRole('link', { name: title }).getAttribute('rel')).toBe('sponsored noopener');
    expect(await slot.getByText('Sponsored').isVisible()).toBe(true);
    await slot.scrollIntoViewIfNeeded();
    await snapBoth('admin-panels-browse-ad');
  });
});
