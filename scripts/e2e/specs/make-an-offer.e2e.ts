import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, settled, snap } from '../browser.js';
import { logIn, newStudent, type Student } from '../students.js';

/**
 * Make an offer (issue 30), as two new students meet it: the buyer offers from the listing's page
 * (the form's messages first), lands in the chat with the offer as a card; the seller, told by the
 * bell, counters from the chat; the buyer sees the counter arrive without a reload and accepts it;
 * a visitor then sees the listing Reserved on its page and its card; the seller releases it; the
 * buyer offers again from the chat itself.
 */
let seller: { context: BrowserContext; page: Page; student: Student };
let buyer: { context: BrowserContext; page: Page; student: Student };
let visitor: BrowserContext;
let listingId: string;

const TITLE = `Offer lamp ${Date.now()}`;

async function signedIn(name: string) {
  const student = await newStudent(name);
  const context = await launchBrowser();
  const page = await context.newPage();
  await logIn(page, student);
  return { context, page, student };
}

/** A ₹600 sell listing of the seller's, through the API the create page uses. */
async function listLamp(page: Page): Promise<string> {
  return page.evaluate(async (title) => {
    const canvas = new OffscreenCanvas(64, 64);
    canvas.getContext('2d')!.fillRect(0, 0, 64, 64);
    const body = new FormData();
    body.append('image', await canvas.convertToBlob({ type: 'image/png' }), 'p.png');
    const image = (await (await fetch('/api/images', { method: 'POST', body })).json()) as { _id: string };
    const res = await fetch('/api/listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        listingType: 'sell',
        title,
        category: 'electronics',
        condition: 'good',
        description: 'A warm desk lamp with an adjustable arm, bulb included. Pick up at the library.',
        price: 600,
        productAge: { years: 1, months: 0 },
        imageIds: [image._id],
      }),
    });
    return ((await res.json()) as { _id: string })._id;
  }, TITLE);
}

const latestCard = (page: Page) => page.getByRole('article', { name: /offer step/ }).last();

beforeAll(async () => {
  seller = await signedIn('Sana Seller');
  buyer = await signedIn('Bilal Buyer');
  visitor = await launchBrowser();
  listingId = await listLamp(seller.page);
});
afterAll(async () => {
  await Promise.all([seller?.context.close(), buyer?.context.close(), visitor?.close()]);
});

describe('make an offer', () => {
  it('the buyer offers from the listing page: the form says what is wrong, then the chat shows the offer card', async () => {
    const { page } = buyer;
    await page.goto(`/product/${listingId}`);
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await dialog.waitFor();
    const price = dialog.getByLabel(/Your offer/);
    await price.fill('12.5');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByText('Enter your offer in whole rupees, at least ₹1.').waitFor();
    await price.fill('700');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await dialog.getByText('Your offer cannot be more than the asking price (₹600).').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await settled(page);
    await snap(page, 'offer-dialog-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await price.fill('450');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await page.waitForURL(new RegExp(`/chat/${listingId}/`));
    const card = latestCard(page);
    await card.getByText('Offered ₹450').waitFor();
    await card.getByText('Waiting for the seller').waitFor();
    await card.getByRole('button', { name: 'Withdraw offer' }).waitFor();
    expect(await card.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await settled(page);
    await snap(page, 'offer-chat-buyer-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the seller is told on the bell, opens the chat from it and counters', async () => {
    const { page } = seller;
    await page.goto('/notifications');
    const told = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`New offer on ${TITLE}`) });
    await told.click();
    await page.waitForURL(new RegExp(`/chat/${listingId}/`));
    const card = latestCard(page);
    await card.getByText('Waiting for your answer').waitFor();
    await card.getByRole('button', { name: 'Accept ₹450' }).waitFor();
    await card.getByRole('button', { name: 'Counter' }).click();
    const counter = card.getByLabel(/Your counter price/);
    await counter.fill('400');
    await card.getByRole('button', { name: 'Send counter' }).click();
    await card.getByText('Your counter must be more than the buyer’s offer (₹450).').waitFor();
    await counter.fill('520');
    await card.getByRole('button', { name: 'Send counter' }).click();
    await page.getByText('Counter-offer sent').waitFor();
    await latestCard(page).getByText('Countered with ₹520').waitFor();
    await latestCard(page).getByText('Waiting for the buyer').waitFor();
    await settled(page);
    await snap(page, 'offer-chat-seller-countered-1280', { screen: true });
  });

  it('the buyer sees the counter arrive without a reload and accepts it: the item is reserved', async () => {
    const { page } = buyer;
    const card = latestCard(page);
    await card.getByText('Countered with ₹520').waitFor({ timeout: 10_000 });
    await card.getByRole('button', { name: 'Accept ₹520' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accept ₹520?' });
    await confirm.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByText('Offer accepted: the item is reserved for 48 hours').waitFor();
    await latestCard(page).getByText('Accepted the counter-offer of ₹520').waitFor();
    await latestCard(page).getByText('Accepted · reserved').waitFor();
    await settled(page);
    await snap(page, 'offer-chat-accepted-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`/product/${listingId}`);
    await page.getByText('Reserved for you', { exact: true }).waitFor();
    await page.getByText(/^Reserved for you until/).waitFor();
  });

  it('a visitor sees Reserved on the page and the card, at 390 px too, and no way to offer', async () => {
    const page = await visitor.newPage();
    await page.goto(`/product/${listingId}`);
    const notice = page.getByText(/^Reserved for another buyer until/);
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Make an offer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'In-App Chat' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await settled(page);
    await snap(page, 'offer-reserved-listing-390', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`/products?q=${encodeURIComponent(TITLE)}`);
    const card = page.getByRole('link', { name: new RegExp(TITLE) }).first();
    await card.waitFor();
    await page.getByText('Reserved', { exact: true }).first().waitFor();
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await snap(page, 'offer-reserved-card-390', { screen: true });
  });

  it('the seller releases the reservation: the listing is for everyone again', async () => {
    const { page } = seller;
    const card = latestCard(page);
    await card.getByRole('button', { name: 'Release reservation' }).click({ timeout: 10_000 });
    await page.getByRole('alertdialog', { name: 'Release the reservation?' }).getByRole('button', { name: 'Release' }).click();
    await page.getByText('Reservation released', { exact: true }).first().waitFor();
    // A fresh visitor: the first one's browser may keep the public read its 30 s (http/public-read.ts).
    const fresh = await launchBrowser();
    const check = await fresh.newPage();
    await check.goto(`/product/${listingId}`);
    await check.getByRole('button', { name: 'Make an offer' }).waitFor();
    await fresh.close();
  });

  it('the buyer offers again from the chat itself; the seller has no such button there', async () => {
    const { page } = buyer;
    await page.reload();
    const bar = page.getByRole('button', { name: 'Make an offer' });
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel(/Your offer/).fill('500');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await latestCard(page).getByText('Offered ₹500').waitFor();
    await page.getByText('Your offer of ₹500 is waiting for the seller.').waitFor();
    expect(await page.getByRole('link', { name: 'Open the chat' }).count()).toBe(0);
    expect(await bar.count()).toBe(0);
    await settled(page);
    await snap(page, 'offer-from-chat-1280', { screen: true });

    await seller.page.reload();
    await latestCard(seller.page).getByText('Offered ₹500').waitFor();
    expect(await seller.page.getByRole('button', { name: 'Make an offer' }).count()).toBe(0);
  });
});
