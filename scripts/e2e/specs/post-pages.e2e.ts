import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from '../browser.js';
import { logIn, newStudent, type Student } from '../students.js';

/**
 * The detail pages and cards of issue 12's rough edges, each checked and photographed: contact
 * icons keep their square shape, WhatsApp shows only with a number, a sold listing offers no
 * contact, a lend listing is marked Unavailable, a request without a picture gets a modest
 * category panel and a 'Price negotiable' label, the seller card keeps the name whole on a phone
 * and links to the public profile, and product cards carry the seller like the others.
 */
let sellerBrowser: BrowserContext;
let buyerBrowser: BrowserContext;
let visitorBrowser: BrowserContext;
let seller: Page;
let buyer: Page;
let visitor: Page;
let sellerAccount: Student;
let quietAccount: Student;
let buyerAccount: Student;
const run = Date.now().toString(36);
const ids: Record<'sell' | 'lend' | 'quiet' | 'request' | 'roommate', string> = { sell: '', lend: '', quiet: '', request: '', roommate: '' };

async function picture(page: Page, color: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer();
  const upload = await page.request.post('/api/images', { multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer } } });
  expect(upload.status()).toBe(201);
  return (await upload.json())._id as string;
}

async function created(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json())._id as string;
}

const listing = async (page: Page, fields: Record<string, unknown>) =>
  created(page, '/api/listings', {
    description: 'Kept carefully through two semesters, works exactly as it should, pick up near the library.',
    category: 'electronics',
    condition: 'good',
    productAge: { years: 1, months: 0 },
    imageIds: [await picture(page, '#0ea5e9')],
    ...fields,
  });

/** The rendered size of an element, to catch a squashed icon. */
async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

async function expectSquareIcon(button: Locator) {
  const icon = await box(button.locator('svg').first());
  expect(icon.width).toBeGreaterThanOrEqual(16);
  expect(icon.height).toBeGreaterThanOrEqual(16);
  expect(Math.abs(icon.width - icon.height)).toBeLessThan(1);
}

beforeAll(async () => {
  [sellerAccount, quietAccount, buyerAccount] = await Promise.all([
    newStudent('Meera Nandakumar Subramaniam'),
    newStudent('Tara Quiet'),
    newStudent('Nikhil Buyer'),
  ]);
  [sellerBrowser, buyerBrowser, visitorBrowser] = await Promise.all([launchBrowser(), launchBrowser(), launchBrowser()]);
  [seller, buyer, visitor] = await Promise.all([sellerBrowser.newPage(), buyerBrowser.newPage(), visitorBrowser.newPage()]);
  await Promise.all([logIn(seller, sellerAccount), logIn(buyer, buyerAccount)]);

  const me = (await (await seller.request.get('/api/auth/session')).json()).user.uid as string;
  expect((await seller.request.patch(`/api/users/${me}`, { data: { phone: '9876543210' } })).status()).toBe(200);

  ids.sell = await listing(seller, { title: `Noise-cancelling headphones ${run}`, listingType: 'sell', price: 2400 });
  ids.lend = await listing(seller, {
    title: `Tripod for the photo club ${run}`,
    listingType: 'lend',
    rentalRate: { amount: 80, duration: 'day', deposit: 500 },
  });
  ids.request = await created(seller, '/api/requests', {
    title: `Drafter for engineering drawing ${run}`,
    description: 'Need a mini drafter for the first-year engineering drawing lab, any brand is fine.',
    category: 'lab-equipment',
    priceRange: 'negotiable',
    urgency: 'low',
  });
  ids.roommate = await created(seller, '/api/roommates', {
    title: `Flatmate for a two-bedroom near the east gate ${run}`,
    description: 'Sunny two-bedroom flat, ten minutes walk to campus, looking for a tidy flatmate.',
    budget: 6500,
    accommodationType: 'flat-apartment',
    contactInfo: 'Message me in the app',
  });

  // A seller without a phone number, in a browser of their own.
  const quietBrowser = await launchBrowser();
  const quiet = await quietBrowser.newPage();
  await logIn(quiet, quietAccount);
  ids.quiet = await listing(quiet, { title: `Desk fan without a number ${run}`, listingType: 'sell', price: 600 });
  await quietBrowser.close();
});
afterAll(async () => {
  await Promise.all([sellerBrowser?.close(), buyerBrowser?.close(), visitorBrowser?.close()]);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('a listing seen by a student', () => {
  it('has square chat and WhatsApp icons, one Back header and the Sell button, on desktop', async () => {
    await buyer.goto(`/product/${ids.sell}`);
    await expect.poll(() => heading(buyer).textContent()).toContain('Noise-cancelling headphones');
    const chat = buyer.getByRole('button', { name: 'In-App Chat' });
    const whatsapp = buyer.getByRole('link', { name: 'WhatsApp' });
    await chat.waitFor();
    await whatsapp.waitFor();
    await expectSquareIcon(chat);
    await expectSquareIcon(whatsapp);
    expect(await buyer.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    expect(await buyer.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    expect(await buyer.getByRole('banner').getByRole('link', { name: 'Sell', exact: true }).isVisible()).toBe(true);
    await snap(buyer, 'i12-10-product-detail-desktop');
  });

  it('links the seller name to their public profile', async () => {
    const name = buyer.getByRole('link', { name: sellerAccount.fullName });
    const href = await name.getAttribute('href');
    expect(href).toMatch(/^\/users\/[0-9a-f-]{36}$/);
  });

  it('keeps the seller name whole and Member since on one or two lines on a phone', async () => {
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.reload();
    const name = buyer.getByRole('link', { name: sellerAccount.fullName });
    await name.waitFor();
    const fits = await name.evaluate((el) => {
      const line = el.closest('p')!;
      return line.scrollWidth <= line.clientWidth;
    });
    expect(fits).toBe(true);
    const since = buyer.getByText(/^Member since/);
    await since.waitFor();
    const lines = await since.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines).toBeLessThanOrEqual(2);
    await expectSquareIcon(buyer.getByRole('button', { name: 'In-App Chat' }));
    await expectSquareIcon(buyer.getByRole('link', { name: 'WhatsApp' }));
    expect(await buyer.getByRole('banner').getByRole('link', { name: 'Sell', exact: true }).isVisible()).toBe(true);
    await snap(buyer, 'i12-11-product-detail-phone');
    await buyer.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows no WhatsApp button when the seller gave no number', async () => {
    await buyer.goto(`/product/${ids.quiet}`);
    await buyer.getByRole('button', { name: 'In-App Chat' }).waitFor();
    expect(await buyer.getByText('WhatsApp', { exact: true }).count()).toBe(0);
    await snap(buyer, 'i12-12-product-without-whatsapp');
  });

  it('invites a visitor to log in instead of showing WhatsApp', async () => {
    await visitor.goto(`/product/${ids.sell}`);
    await visitor.getByRole('button', { name: 'In-App Chat' }).waitFor();
    await visitor.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await visitor.getByText('WhatsApp', { exact: true }).count()).toBe(0);
  });
});

describe('the owner marks listings', () => {
  it("offers 'Mark as Unavailable' on a lend listing", async () => {
    await seller.goto(`/product/${ids.lend}`);
    await seller.getByText('This is your listing').waitFor();
    expect(await seller.getByRole('button', { name: 'Mark as Unavailable' }).isVisible()).toBe(true);
    expect(await seller.getByRole('button', { name: 'Mark as Sold' }).count()).toBe(0);
    await snap(seller, 'i12-13-lend-owner-actions');
    await seller.goto('/manage-listings');
    await seller.getByRole('button', { name: `Mark Unavailable: Tripod for the photo club ${run}` }).waitFor();
    expect(await seller.getByRole('button', { name: `Mark Sold: Noise-cancelling headphones ${run}` }).isVisible()).toBe(true);
  });

  it('a sold listing shows only Sold/Unavailable and no contact buttons', async () => {
    await seller.goto(`/product/${ids.sell}`);
    await seller.getByRole('button', { name: 'Mark as Sold' }).click();
    // The sale's "Who bought it?" step (ratings-after-a-deal.e2e.ts walks naming a buyer).
    const whoBought = seller.getByRole('dialog', { name: 'Who bought it?' });
    await whoBought.getByRole('radio', { name: 'Someone else / not on Thriftz' }).check();
    await whoBought.getByRole('button', { name: 'Mark as Sold' }).click();
    await seller.getByText('Listing marked as sold!').waitFor();

    await buyer.goto(`/product/${ids.sell}`);
    await buyer.getByText('Sold/Unavailable').first().waitFor();
    expect(await buyer.getByText('For Sale', { exact: true }).count()).toBe(0);
    expect(await buyer.getByText('This item has been sold').isVisible()).toBe(true);
    expect(await buyer.getByRole('button', { name: 'In-App Chat' }).count()).toBe(0);
    expect(await buyer.getByText('WhatsApp', { exact: true }).count()).toBe(0);
    await snap(buyer, 'i12-14-sold-listing');
  });
});

describe('a request without a picture', () => {
  it('shows a modest category panel, a Price negotiable label, and explains its urgency', async () => {
    await buyer.goto(`/request/${ids.request}`);
    await expect.poll(() => heading(buyer).textContent()).toContain('Drafter for engineering drawing');
    const panel = buyer.getByRole('img', { name: 'No pictures' });
    const rect = await box(panel);
    expect(rect.height).toBeLessThanOrEqual(240);
    expect(await buyer.locator('svg.lucide-image-off').count()).toBe(0);
    expect(await buyer.getByText('Price negotiable').isVisible()).toBe(true);
    expect(await buyer.getByText('Standard', { exact: true }).count()).toBe(0);
    expect(await buyer.getByText('Standard: no rush, whenever it suits you').isVisible()).toBe(true);
    expect(await buyer.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    await snap(buyer, 'i12-15-request-without-picture');
  });

  it('keeps the WhatsApp and chat icons square on a phone', async () => {
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.reload();
    const whatsapp = buyer.getByRole('link', { name: 'WhatsApp' });
    await whatsapp.waitFor();
    await expectSquareIcon(whatsapp);
    await expectSquareIcon(buyer.getByRole('button', { name: 'In-App Chat' }));
    await snap(buyer, 'i12-16-request-phone');
    await buyer.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('cards', () => {
  it('a product card names its seller and when, like request and roommate cards', async () => {
    await buyer.goto(`/borrow?q=${encodeURIComponent(`Tripod for the photo club ${run}`)}`);
    const card = buyer.getByRole('article').filter({ hasText: `Tripod for the photo club ${run}` });
    await card.waitFor();
    expect(await card.getByText(`${sellerAccount.fullName} · today`).isVisible()).toBe(true);
    await snap(buyer, 'i12-17-product-card-byline');

    await buyer.goto(`/request?q=${encodeURIComponent(`Drafter for engineering drawing ${run}`)}`);
    const request = buyer.getByRole('article').filter({ hasText: `Drafter for engineering drawing ${run}` });
    await request.waitFor();
    expect(await request.getByText(`${sellerAccount.fullName} · today`).isVisible()).toBe(true);
    expect(await request.locator('svg.lucide-image-off').count()).toBe(0);
    await snap(buyer, 'i12-18-request-card');
  });

  it('a roommate card has the same byline, and one Back header on its page', async () => {
    await buyer.goto(`/roommate-finder?q=${encodeURIComponent(`east gate ${run}`)}`);
    const card = buyer.getByRole('article').filter({ hasText: `Flatmate for a two-bedroom near the east gate ${run}` });
    await card.waitFor();
    expect(await card.getByText(`${sellerAccount.fullName} · today`).isVisible()).toBe(true);
    await card.getByRole('link').first().click();
    await expect.poll(() => heading(buyer).textContent()).toContain('Flatmate for a two-bedroom');
    expect(await buyer.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    await expectSquareIcon(buyer.getByRole('button', { name: 'In-App Chat' }));
    await snap(buyer, 'i12-19-roommate-detail');
  });
});
