import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, snap } from '../browser.js';
import { logIn, newStudent } from '../students.js';

/**
 * A student lists a desk lamp and lands on it (share, 'Create another', where to meet), then edits
 * its price and pictures (removes one, moves one to the front, adds one) and sees them on the
 * listing's page.
 */
let browser: BrowserContext;
let page: Page;
const run = Date.now().toString(36);
const title = `Study desk lamp ${run}`;
let listingPath = '';

const picture = (color: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer();

async function addPictures(colors: string[], from = 1) {
  const files = await Promise.all(
    colors.map(async (color, index) => ({ name: `lamp-${from + index}.png`, mimeType: 'image/png', buffer: await picture(color) })),
  );
  await page.getByLabel('Choose images').setInputFiles(files);
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
}

/** The listing's picture ids in gallery order, as the API serves them. */
async function pictureIds(): Promise<string[]> {
  const id = listingPath.split('/').pop();
  const listing = (await (await page.request.get(`/api/listings/${id}`)).json()) as { images: { _id: string }[] };
  return listing.images.map((image) => image._id);
}

beforeAll(async () => {
  const student = await newStudent('Kavya Iyer');
  browser = await launchBrowser();
  page = await browser.newPage();
  await logIn(page, student);
});
afterAll(async () => {
  await browser?.close();
});

describe('a listing, created and then edited', () => {
  it('creating it lands on the new listing, with share, Create another and where to meet', async () => {
    await page.goto('/create-listing');
    const form = page.getByRole('form', { name: 'Create listing' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Category/).selectOption({ label: 'Furniture' });
    await form.getByLabel(/^Condition/).selectOption({ label: 'Good' });
    await form.getByLabel(/^Description/).fill('LED desk lamp with three brightness levels and a USB port. Works perfectly.');
    await form.getByLabel(/^Price/).fill('800');
    // Coordinates are not typed: only 'Use my location' adds them.
    expect(await form.getByLabel('Latitude').count()).toBe(0);
    await form.getByLabel(/^Where to meet/).fill('Main Canteen');
    await addPictures(['#ef4444', '#22c55e', '#3b82f6']);
    await form.getByRole('button', { name: 'Create listing' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    listingPath = new URL(page.url()).pathname;
    const banner = page.getByRole('region', { name: 'Your listing is live' });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
    expect(await page.getByText('Meet at Main Canteen').isVisible()).toBe(true);
    await snap(page, 'edit-01-created-banner');
    expect(await accessibilityViolations(page)).toEqual([]);

    await banner.getByRole('link', { name: 'Create another' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/create-listing?type=sell');
    expect(await page.getByRole('form', { name: 'Create listing' }).getByLabel(/^Title/).inputValue()).toBe('');

    // Shown once: back on the listing, the banner is gone.
    await page.goto(listingPath);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('region', { name: 'Your listing is live' }).count()).toBe(0);
  });

  it('the seller edits its price and pictures (remove one, move one, add one) and sees them on its page', async () => {
    const [first, second, third] = await pictureIds();
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${listingPath}/edit`);
    const form = page.getByRole('form', { name: 'Edit listing' });
    expect(await form.getByLabel(/^Price/).inputValue()).toBe('800');
    expect(await form.getByLabel(/^Where to meet/).inputValue()).toBe('Main Canteen');

    const pictures = form.getByRole('list', { name: 'Chosen pictures' });
    await pictures.getByRole('button', { name: 'Remove Picture 2' }).click();
    // The third is now second: to the front with the keyboard.
    await pictures.getByRole('button', { name: 'Move Picture 2 left' }).focus();
    await page.keyboard.press('Enter');
    await addPictures(['#eab308'], 4);
    await form.getByLabel(/^Price/).fill('650');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'edit-02-edit-form-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save changes' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe(listingPath);
    await expect.poll(() => page.getByText('Listing updated successfully!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('₹650').first().isVisible()).toBe(true);
    const ids = await pictureIds();
    expect(ids).toHaveLength(3);
    expect(ids.slice(0, 2)).toEqual([third, first]);
    expect(ids).not.toContain(second);
    // The gallery shows the new cover first.
    expect(await page.locator(`img[src*="${third}"]`).first().isVisible()).toBe(true);
    await snap(page, 'edit-03-after-edit');
  });
});
