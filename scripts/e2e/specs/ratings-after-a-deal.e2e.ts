import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, settled, snap } from '../browser.js';
import { listThroughPage, logIn, newStudent, type Student } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * Ratings after a deal, as two new students meet them: the seller lists a calculator, the buyer
 * chats about it from the listing's page, the seller marks it sold and picks the buyer in "Who
 * bought it?", both rate each other on /reviews (the form names what is missing first), and the
 * seller's public profile shows the average, the count and the review; the seller reports it and
 * an admin hides it from the Moderation queue, which takes it off the profile. Then a mini-store
 * order: once the store has delivered it, the buyer rates the store on /reviews and the store rates
 * the buyer from its owner portal (the demo's entry code); the store page shows its ratings.
 */
const TITLE = 'Casio fx-82MS calculator, barely used';
const REVIEW = 'Sana was on time at the library and the calculator is spotless.';
const PORTAL = '/store-portal/';
const DEMO_ENTRY_CODE = '4242424242424242';

let sellerContext: BrowserContext;
let buyerContext: BrowserContext;
let seller: Page;
let buyer: Page;
let sellerStudent: Student;
let buyerStudent: Student;
let listingId: string;

const toast = (p: Page, text: string | RegExp) => p.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const idOf = async (p: Page) => ((await (await p.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

beforeAll(async () => {
  [sellerStudent, buyerStudent] = [await newStudent('Sana Kulkarni'), await newStudent('Nikhil Rao')];
  sellerContext = await launchBrowser();
  buyerContext = await launchBrowser();
  seller = await sellerContext.newPage();
  buyer = await buyerContext.newPage();
  await logIn(seller, sellerStudent);
  await logIn(buyer, buyerStudent);
  expect((await listThroughPage(seller, { title: TITLE, price: 450 })).status).toBe(201);
  const mine = (await (await seller.request.get('/api/listings/mine?status=available')).json()) as { items: { _id: string; title: string }[] };
  listingId = mine.items.find((l) => l.title === TITLE)!._id;
});
afterAll(async () => {
  await sellerContext?.close();
  await buyerContext?.close();
});

describe('ratings after a deal', () => {
  it('the buyer chats with the seller about the listing from its page', async () => {
    await buyer.goto(`/product/${listingId}`);
    await buyer.getByRole('button', { name: 'In-App Chat' }).click();
    await buyer.waitForURL(/\/chat\//);
    await buyer.getByPlaceholder('Type a message…').fill('Hi! Is the calculator still available? I can pay 450 today.');
    await buyer.getByRole('button', { name: 'Send message' }).click();
    await buyer.getByText('I can pay 450 today.').first().waitFor();
  });

  it('the seller marks it sold and picks the buyer in "Who bought it?"', async () => {
    await seller.goto(`/product/${listingId}`);
    await seller.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Who bought it?' });
    await dialog.getByRole('radio', { name: buyerStudent.fullName }).waitFor();
    await expect.poll(() => dialog.getByRole('radio', { name: 'Someone else / not on Thriftz' }).isVisible()).toBe(true);
    await settled(seller);
    await snap(seller, 'ratings-who-bought-1280', { screen: true });
    expect(await accessibilityViolations(seller)).toEqual([]);
    // Nothing chosen yet: the button waits for a choice.
    expect(await dialog.getByRole('button', { name: 'Mark as Sold' }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: buyerStudent.fullName }).check();
    await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
    await toast(seller, `Listing marked as sold to ${buyerStudent.fullName}! You can now rate each other.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await seller.getByText('Sold/Unavailable').first().waitFor();
  });

  it('the buyer rates the seller on /reviews: the form names what is missing, then posts', async () => {
    await buyer.goto('/reviews');
    await buyer.getByRole('heading', { level: 1, name: 'Rate your deals' }).waitFor();
    const card = buyer.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByRole('heading', { name: `Rate the seller: ${sellerStudent.fullName}` }).waitFor();
    await card.getByRole('button', { name: 'Post review' }).click();
    await card.getByText('Choose a rating from 1 to 5 stars.').waitFor();
    await card.getByText('Write a short review (up to 500 characters).').waitFor();
    await settled(buyer);
    await snap(buyer, 'ratings-form-errors-1280');
    expect(await accessibilityViolations(buyer)).toEqual([]);

    await card.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
    await card.getByRole('textbox', { name: /Your review/ }).fill(REVIEW);
    await card.getByRole('button', { name: 'Post review' }).click();
    await toast(buyer, 'Thanks! Your review is posted.').waitFor();
    await buyer.getByText('Nothing to rate right now.').waitFor();
    await settled(buyer);
    await snap(buyer, 'ratings-nothing-left-1280');
  });

  it('the seller rates the buyer back, on a phone', async () => {
    await seller.setViewportSize({ width: 390, height: 844 });
    await seller.goto('/reviews');
    const card = seller.getByRole('listitem').filter({ hasText: TITLE });
    await card.getByRole('heading', { name: `Rate your buyer: ${buyerStudent.fullName}` }).waitFor();
    await card.getByRole('radio', { name: '4 stars, Very good' }).check({ force: true });
    await card.getByRole('textbox', { name: /Your review/ }).fill('Quick to reply and paid on the spot.');
    await settled(seller);
    await snap(seller, 'ratings-form-390');
    await card.getByRole('button', { name: 'Post review' }).click();
    await toast(seller, 'Thanks! Your review is posted.').waitFor();
    await seller.setViewportSize({ width: 1280, height: 800 });
  });

  it("the seller's public profile shows the average, the count and the review, which can be reported", async () => {
    const sellerId = await idOf(seller);
    await buyer.goto(`/users/${sellerId}`);
    const reviews = buyer.getByRole('region', { name: 'Reviews' });
    await reviews.getByText('(1 review)').waitFor();
    expect(await reviews.getByRole('img', { name: '5 out of 5 stars' }).count()).toBeGreaterThan(0);
    await reviews.getByText('the calculator is spotless').waitFor();
    await reviews.getByRole('link', { name: buyerStudent.fullName }).waitFor();
    await reviews.scrollIntoViewIfNeeded();
    await settled(buyer);
    await snap(buyer, 'ratings-profile-1280', { screen: true });
    expect(await accessibilityViolations(buyer)).toEqual([]);
    // The seller reports it (say it gives away too much), from the same page.
    await seller.goto(`/users/${sellerId}`);
    await seller.getByRole('region', { name: 'Reviews' }).getByRole('button', { name: 'Report' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel(/^Reason/).selectOption('Inappropriate content');
    await dialog.getByLabel(/^Detailed description/).fill('It names where I study every day; please take it down.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect.poll(() => dialog.getByText('Report Submitted').isVisible()).toBe(true);
  });

  it('an admin finds it in the Moderation queue and hides it: it leaves the profile and its average', async () => {
    const adminContext = await launchBrowser();
    try {
      const admin = await adminContext.newPage();
      await logInAsAdmin(admin);
      await admin.getByRole('menuitem', { name: 'Moderation' }).click();
      const row = admin.getByRole('row').filter({ hasText: REVIEW });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Review');
      await snap(admin, 'ratings-admin-queue-1280');
      await row.getByRole('button', { name: `Hide 5★: ${REVIEW}` }).click();
      const hide = admin.getByRole('dialog');
      await hide.getByLabel(/^Reason/).fill('Personal details in a review');
      await hide.getByRole('button', { name: 'Hide review' }).click();
      await expect.poll(() => admin.getByText('Review hidden; 1 report resolved').isVisible()).toBe(true);
    } finally {
      await adminContext.close();
    }
    await buyer.reload();
    await buyer.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet').waitFor();
  });

  it('a delivered store order: the buyer rates the store, the store rates the buyer from its portal', async () => {
    // The buyer orders from Campus Threads (cash on delivery), as the checkout does.
    const store = (await (await buyer.request.get('/api/stores/campus-threads')).json()) as { _id: string };
    const products = (await (await buyer.request.get('/api/stores/campus-threads/products?pageSize=50')).json()) as {
      items: { _id: string; stock: number; hasSizes: boolean; sizes: { size: string; stock: number }[] }[];
    };
    const product = products.items.find((item) => item.stock > 0 && (!item.hasSizes || item.sizes.some((s) => s.stock > 0)))!;
    const size = product.hasSizes ? product.sizes.find((s) => s.stock > 0)!.size : undefined;
    const placed = await buyer.request.post('/api/orders', {
      data: {
        storeId: store._id,
        paymentType: 'cod',
        items: [{ storeId: store._id, productId: product._id, quantity: 1, ...(size ? { size } : {}) }],
        fullName: buyerStudent.fullName,
        email: buyerStudent.email,
        phone: '9876543210',
        address: 'Room 12, Hostel B',
        city: 'Manipal',
        state: 'Karnataka',
        pincode: '576104',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { _id: string; orderId: string };

    // The owner unlocks the portal and delivers it.
    const portalContext = await launchBrowser();
    try {
      const portal = await portalContext.newPage();
      await portal.goto(PORTAL);
      await portal.getByLabel('Entry code').fill(DEMO_ENTRY_CODE);
      await portal.getByRole('button', { name: 'Unlock Store Admin' }).click();
      await portal.getByText('Revenue Breakdown').waitFor();
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const res = await portal.request.patch(`/api/store-portal/orders/${order._id}/status`, { data: { status }, headers: { origin: thisServer().baseUrl } });
        expect(res.status(), await res.text()).toBe(200);
      }
      await portal.goto(`${PORTAL}?tab=orders`);
      const rate = portal.getByRole('region', { name: 'Rate your buyers' });
      await rate.getByRole('button', { name: `Rate ${buyerStudent.fullName}` }).click();
      await rate.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
      await rate.getByRole('textbox', { name: /Your review/ }).fill('Paid on delivery, friendly and on time.');
      await settled(portal);
      await snap(portal, 'ratings-portal-rate-buyer-1280');
      expect(await accessibilityViolations(portal)).toEqual([]);
      await rate.getByRole('button', { name: 'Post review' }).click();
      await toast(portal, 'Thanks! Your review is posted.').waitFor();
    } finally {
      await portalContext.close();
    }

    // The buyer rates the store; both reviews show where they belong.
    await buyer.goto('/reviews');
    const card = buyer.getByRole('listitem').filter({ hasText: order.orderId });
    await card.getByRole('heading', { name: 'Rate the store: Campus Threads' }).waitFor();
    await card.getByRole('radio', { name: '4 stars, Very good' }).check({ force: true });
    await card.getByRole('textbox', { name: /Your review/ }).fill('Lovely tee, delivered to my hostel in two days.');
    await card.getByRole('button', { name: 'Post review' }).click();
    await toast(buyer, 'Thanks! Your review is posted.').waitFor();
    await buyer.goto(`/users/${await idOf(buyer)}`);
    await buyer.getByRole('region', { name: 'Reviews' }).getByText('Paid on delivery, friendly and on time.').waitFor();
    expect(await buyer.getByRole('region', { name: 'Reviews' }).getByText('Mini store').count()).toBe(1);
  });

  it("a store page shows its buyers' ratings", async () => {
    await buyer.goto('/mini-stores/campus-threads');
    const reviews = buyer.getByRole('region', { name: 'Reviews' });
    await reviews.getByText(/\(\d+ reviews?\)/).waitFor();
    await reviews.getByText('Lovely tee, delivered to my hostel in two days.').waitFor();
    await reviews.scrollIntoViewIfNeeded();
    await settled(buyer);
    await snap(buyer, 'ratings-store-page-1280', { screen: true });
    expect(await accessibilityViolations(buyer)).toEqual([]);
  });
});
