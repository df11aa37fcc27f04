import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { logIn, newStudent, type Student } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * Shopping at the mini stores, as a new student does, and running a store, as its owner does
 * (demo data: Campus Threads opens with the demo entry code, Gadget Garage takes prepaid only):
 * a cart from one store is checked out cash on delivery and confirmed; the owner unlocks the
 * portal, confirms then ships the order, the buyer's My Orders shows it shipped and the outbox
 * holds both e-mails; a prepaid order is paid through the built-in test gateway; a paid order the
 * store cancels is refunded, as its buyer and the admin see; a payment window closed unpaid is
 * completed from My Orders; six wrong entry codes are throttled.
 */
const DEMO_ENTRY_CODE = '4242424242424242';
const PORTAL = '/store-portal/';
let buyerContext: BrowserContext;
let ownerContext: BrowserContext;
let buyer: Page;
let owner: Page;
let student: Student;
let orderNumber = '';

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function addToCart(productTitle: string, size?: string) {
  await buyer.getByRole('link', { name: new RegExp(productTitle.replace(/[()]/g, '.')) }).first().click();
  await buyer.getByRole('heading', { level: 1, name: productTitle }).waitFor();
  // The size radios are drawn over their inputs: checked as a keyboard or a click on the label does.
  if (size) await buyer.getByRole('radio', { name: size, exact: true }).check({ force: true });
  await buyer.getByRole('button', { name: 'Add to Cart' }).click();
  await toast(buyer, 'Added to cart!').waitFor();
}

async function fillAddress() {
  const form = buyer.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByLabel('Address').fill('Room 214, Boys Hostel 3');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Pincode').fill('411007');
  return form;
}

const orderOf = async (number: string) => (await buyer.request.get(`/api/orders/${number}`)).json();

async function outboxTemplates(email: string): Promise<string[]> {
  const { rows } = await sql(thisServer().databaseUrl, 'SELECT template FROM email_outbox WHERE to_address = $1 ORDER BY created_at', [email]);
  return rows.map((row: { template: string }) => row.template);
}

beforeAll(async () => {
  student = await newStudent('Arjun Mehta');
  buyerContext = await launchBrowser();
  buyer = await buyerContext.newPage();
  await buyer.setViewportSize({ width: 1280, height: 900 });
  await logIn(buyer, student);
  ownerContext = await launchBrowser();
  owner = await ownerContext.newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
});
afterAll(async () => {
  await buyerContext?.close();
  await ownerContext?.close();
});

describe('a student shops at a mini store', () => {
  it('fills a cart from Campus Threads, checks out cash on delivery and sees the confirmation', async () => {
    await buyer.goto('/mini-stores');
    await buyer.getByRole('heading', { name: 'Featured Products' }).waitFor();
    await buyer.goto('/mini-stores/campus-threads');
    await buyer.getByRole('heading', { level: 1, name: 'Campus Threads' }).waitFor();
    await snap(buyer, '70-mini-store-page');

    await addToCart('Oversized college hoodie', 'M');
    await buyer.goBack();
    await addToCart('Fest crew tee', 'L');
    await expect.poll(() => buyer.getByRole('link', { name: /^Cart, 2 items/ }).count()).toBe(1);

    await buyer.goto('/cart');
    await buyer.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    expect(await accessibilityViolations(buyer)).toEqual([]);
    await buyer.getByRole('link', { name: /Proceed to Checkout|Check out Campus Threads/ }).first().click();

    const form = await fillAddress();
    await form.getByLabel('Cash on Delivery').check();
    await snap(buyer, '71-checkout');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await toast(buyer, 'Order placed successfully! The store will review and confirm your order.').waitFor();
    await buyer.getByRole('heading', { name: 'Order Placed' }).waitFor();
    await buyer.getByText('Your order is being processed').waitFor();
    orderNumber = new URL(buyer.url()).searchParams.get('order') ?? '';
    expect(orderNumber).toMatch(/^ORD-\d{8}-\d{6}$/);
    await snap(buyer, '72-order-confirmation');

    const order = await orderOf(orderNumber);
    expect(order.status).toBe('pending');
    expect(order.paymentType).toBe('cod');
    expect(order.products.map((line: { title: string; size: string }) => `${line.title} ${line.size}`).sort()).toEqual([
      'Fest crew tee L',
      'Oversized college hoodie M',
    ]);
    // The cart is emptied after the order, not before.
    await expect.poll(() => buyer.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
  });

  it('the owner unlocks the portal with the entry code, confirms then ships the order', async () => {
    await owner.goto(PORTAL);
    await owner.getByText('Mini Store Admin').first().waitFor();
    await owner.getByLabel('Entry code').fill(DEMO_ENTRY_CODE);
    await owner.getByRole('button', { name: 'Unlock Store Admin' }).click();
    await toast(owner, 'Welcome to Campus Threads admin portal!').waitFor();
    await owner.getByText('Revenue Breakdown').waitFor();
    await snap(owner, '73-portal-dashboard');
    expect(await accessibilityViolations(owner)).toEqual([]);

    await owner.goto(`${PORTAL}?tab=orders`);
    // The owner finds it by the number the buyer quotes from the e-mail, without its prefix.
    await owner.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber.slice(4));
    for (const [status, words] of [
      ['Confirmed', 'Order confirmation email sent to customer'],
      ['Shipped', 'Order shipped notification sent to customer'],
    ] as const) {
      await owner.getByRole('button', { name: `Update status of order ${orderNumber}` }).first().click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByRole('radio', { name: status }).click();
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await toast(owner, words).waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    await snap(owner, '74-portal-orders');
    expect((await orderOf(orderNumber)).status).toBe('shipped');
  });

  it("shows the buyer the shipped order in My Orders, and the outbox holds both e-mails", async () => {
    await buyer.goto('/profile?tab=orders');
    const row = buyer.getByText(orderNumber).first();
    await row.waitFor();
    await buyer.getByText('Shipped').first().waitFor();
    await snap(buyer, '75-my-orders');
    expect(await outboxTemplates(student.email)).toEqual(expect.arrayContaining(['store-order-confirmation', 'store-order-shipped']));
  });

  it('pays a prepaid order at Gadget Garage through the test gateway', async () => {
    await buyer.goto('/mini-stores/gadget-garage');
    await buyer.getByRole('heading', { level: 1, name: 'Gadget Garage' }).waitFor();
    await addToCart('USB-C cable (1 m, braided)');
    await buyer.goto('/checkout');
    const form = await fillAddress();
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    const gateway = buyer.getByRole('dialog', { name: 'Test payment' });
    await gateway.waitFor();
    await snap(buyer, '76-prepaid-test-gateway');
    await gateway.getByRole('button', { name: /^Pay/ }).click();
    await toast(buyer, 'Payment successful! The store will review and confirm your order.').waitFor();
    await buyer.getByRole('heading', { name: 'Order Placed' }).waitFor();
    const paid = await orderOf(new URL(buyer.url()).searchParams.get('order') ?? '');
    expect(paid).toMatchObject({ status: 'pending', paymentType: 'prepaid' });
    expect(paid.razorpayPaymentId).toMatch(/^pay_/);
    // The paid lines leave the cart (shortly after the success), before the buyer moves on.
    await expect.poll(() => buyer.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');
  });

  it('a paid order the store cancels is refunded: the buyer sees Refunded, gets the e-mail, and the admin sees it in Finance', async () => {
    await buyer.goto('/mini-stores/campus-threads');
    await buyer.getByRole('heading', { level: 1, name: 'Campus Threads' }).waitFor();
    await addToCart('Fest crew tee', 'M');
    await buyer.goto('/checkout');
    const form = await fillAddress();
    await form.getByLabel('Prepaid').check();
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    const gateway = buyer.getByRole('dialog', { name: 'Test payment' });
    await gateway.getByRole('button', { name: /^Pay/ }).click();
    await buyer.getByRole('heading', { name: 'Order Placed' }).waitFor();
    const paidNumber = new URL(buyer.url()).searchParams.get('order') ?? '';
    expect(await orderOf(paidNumber)).toMatchObject({ status: 'pending', paymentType: 'prepaid' });
    await expect.poll(() => buyer.evaluate(() => window.localStorage.getItem('cart'))).toBe('[]');

    // The owner (the portal is still open from above) cancels it, with the reason the buyer reads.
    await owner.goto(`${PORTAL}?tab=orders`);
    await owner.getByRole('searchbox', { name: 'Search orders' }).fill(paidNumber);
    await owner.getByRole('button', { name: `Update status of order ${paidNumber}` }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Cancelled' }).click();
    await dialog.getByLabel(/Cancellation reason/).fill('The tee came back from the printer misprinted.');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await toast(owner, 'Order cancellation email sent to customer').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(async () => (await orderOf(paidNumber)).refundStatus).toBe('processed');
    await buyer.goto('/profile?tab=orders');
    await buyer.getByText(paidNumber).first().waitFor();
    await buyer.getByText('Refunded', { exact: true }).first().waitFor();
    await snap(buyer, '76b-my-orders-refunded');
    expect(await outboxTemplates(student.email)).toEqual(expect.arrayContaining(['store-order-cancellation', 'payment-refund']));

    const adminContext = await launchBrowser();
    try {
      const admin = await adminContext.newPage();
      await logInAsAdmin(admin);
      await admin.getByRole('menuitem', { name: 'Finance Management' }).click();
      await admin.getByRole('tab', { name: 'Refunds' }).click();
      const row = admin.getByRole('row').filter({ hasText: paidNumber });
      await row.waitFor();
      for (const text of [student.email, 'Order cancelled', 'Processed']) {
        await expect.poll(async () => (await row.textContent()) ?? '').toContain(text);
      }
      await snap(admin, '76c-admin-finance-refund');
    } finally {
      await adminContext.close();
    }
  });

  it('a buyer who closes the payment window finds the order in My Orders and completes it there', async () => {
    await buyer.goto('/mini-stores/campus-threads');
    await buyer.getByRole('heading', { level: 1, name: 'Campus Threads' }).waitFor();
    await addToCart('Oversized college hoodie', 'L');
    await buyer.goto('/checkout');
    const form = await fillAddress();
    await form.getByLabel('Prepaid').check();
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    const gateway = buyer.getByRole('dialog', { name: 'Test payment' });
    await gateway.getByRole('button', { name: 'Cancel' }).click();
    await gateway.waitFor({ state: 'detached' });

    // As if the tab were closed: the buyer comes back later to their orders.
    await buyer.goto('/profile?tab=orders');
    const card = buyer.getByRole('article').filter({ hasText: 'Awaiting payment' }).filter({ hasText: 'Oversized college hoodie' }).first();
    await card.waitFor();
    const unpaidNumber = ((await card.textContent()) ?? '').match(/ORD-\d{8}-\d{6}/)?.[0] ?? '';
    expect((await orderOf(unpaidNumber)).status).toBe('awaiting_payment');
    await snap(buyer, '76d-my-orders-awaiting-payment');
    await card.getByRole('button', { name: 'Complete payment' }).click();
    await buyer.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: /^Pay/ }).click();
    await toast(buyer, 'Payment successful! The store will review and confirm your order.').waitFor();
    await expect.poll(async () => (await orderOf(unpaidNumber)).status).toBe('pending');
  });

  it('throttles the sixth wrong entry code from one address', async () => {
    const stranger = await launchBrowser();
    const page = await stranger.newPage();
    try {
      await page.goto(PORTAL);
      const code = page.getByLabel('Entry code');
      const unlock = page.getByRole('button', { name: 'Unlock Store Admin' });
      for (let attempt = 1; attempt <= 5; attempt++) {
        await code.fill(`10000000000000${String(attempt).padStart(2, '0')}`);
        const refused = page.waitForResponse((r) => r.url().endsWith('/api/store-portal/session') && r.request().method() === 'POST');
        await unlock.click();
        expect((await refused).status()).toBe(401);
      }
      await code.fill('1000000000000006');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/store-portal/session') && r.request().method() === 'POST');
      await unlock.click();
      expect((await answer).status()).toBe(429);
      await toast(page, /Too many/).waitFor();
      await toast(page, 'Invalid entry code. Please try again.').waitFor();
      await snap(page, '77-portal-throttled');
    } finally {
      await stranger.close();
      // The address's budget is this spec's business only.
      await sql(thisServer().databaseUrl, "DELETE FROM rate_limits WHERE key LIKE 'entry-code%'");
    }
  });
});
