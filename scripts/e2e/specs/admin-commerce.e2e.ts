import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { logIn, newStudent, type Student } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * The back office's Products, Mini Stores and Orders panels, as a new admin uses them (demo data):
 * a listing is made unavailable (its page then says so) and available again; Page Turners gets a
 * new entry code, shown once, which opens its store portal; a buyer's order is cancelled with a
 * reason and brought back (the stock follows in the database), then deleted.
 */
const LISTING = 'Lehninger Principles of Biochemistry';
const STORE = 'Page Turners';
const PRODUCT = 'Engineering graphics sheets (A2)';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let adminContext: BrowserContext;
let admin: Page;
let buyerContext: BrowserContext;
let buyer: Student;
let orderId = '';
/** The ORD- number the buyer's e-mails carry. */
let orderNumber = '';

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const stockOf = async (title: string) => (await db('SELECT stock FROM store_products WHERE title = $1', [title])).rows[0]?.stock as number;

async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  adminContext = await launchBrowser();
  admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  // The admin app's sidebar once the gate has seen the admin session.
  await admin.getByText('User Management').first().waitFor({ timeout: 20_000 });

  // A buyer's cash-on-delivery order of two drawing-sheet packs at Page Turners.
  buyer = await newStudent('Kavya Iyer');
  buyerContext = await launchBrowser();
  const page = await buyerContext.newPage();
  await logIn(page, buyer);
  const { rows } = await db('SELECT p.id, p.store_id FROM store_products p WHERE p.title = $1', [PRODUCT]);
  const { id: productId, store_id: storeId } = rows[0] as { id: string; store_id: string };
  const res = await page.request.post('/api/orders', {
    data: {
      storeId,
      paymentType: 'cod',
      items: [{ productId, storeId, quantity: 2 }],
      fullName: buyer.fullName,
      email: buyer.email,
      phone: '9876543210',
      address: 'Room 5, Girls Hostel 2',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411007',
    },
  });
  expect(res.status()).toBe(201);
  ({ _id: orderId, orderId: orderNumber } = (await res.json()) as { _id: string; orderId: string });
});
afterAll(async () => {
  await adminContext?.close();
  await buyerContext?.close();
});

describe('Products', () => {
  it('makes a listing unavailable; its page then says so; and available again', async () => {
    await admin.goto('/admin/#/products');
    await admin.getByRole('textbox', { name: 'Search products' }).fill('lehninger');
    const row = admin.getByRole('row').filter({ hasText: LISTING });
    await expect.poll(() => admin.getByRole('row').count()).toBe(2); // the header and the one listing
    const toggle = row.getByRole('switch', { name: `Available: ${LISTING}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await toast(admin, `${LISTING} is now unavailable`).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    const { rows } = await db('SELECT id, is_available FROM listings WHERE title = $1', [LISTING]);
    expect(rows[0].is_available).toBe(false);
    await snapBoth(admin, '80-admin-products');
    expect(await accessibilityViolations(admin)).toEqual([]);

    const listingPage = await adminContext.newPage();
    await listingPage.goto(`/product/${rows[0].id}`);
    await listingPage.getByText('This item has been sold').waitFor();
    await listingPage.close();

    await toggle.click();
    await toast(admin, `${LISTING} is now available`).waitFor();
    expect((await db('SELECT is_available FROM listings WHERE title = $1', [LISTING])).rows[0].is_available).toBe(true);
  });
});

describe('Mini Stores', () => {
  it("regenerates a store's entry code behind a confirmation; the code, shown once, opens the store portal", async () => {
    await admin.goto('/admin/#/mini-stores');
    await admin.getByRole('tab', { name: 'Mini Stores' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: STORE });
    await row.waitFor();
    await snapBoth(admin, '81-admin-mini-stores');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await row.getByRole('button', { name: `Regenerate the entry code of ${STORE}` }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByText('The current code stops working at once').waitFor();
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await toast(admin, 'Entry code regenerated successfully').waitFor();
    const shown = admin.getByRole('dialog', { name: `New entry code for ${STORE}` });
    await shown.getByText('Copy it now: it is shown only this once.').waitFor();
    const code = (await shown.getByLabel('New entry code').getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^[1-9]\d{15}$/);
    await snap(admin, '82-admin-entry-code');
    await shown.getByRole('button', { name: 'Done' }).click();
    const { rows } = await db("SELECT action FROM audit_log WHERE action = 'store.entry-code' AND summary LIKE $1", [`%${STORE}%`]);
    expect(rows).toHaveLength(1);

    const owner = await launchBrowser();
    try {
      const portal = await owner.newPage();
      await portal.goto('/store-portal/');
      await portal.getByLabel('Entry code').fill(code);
      await portal.getByRole('button', { name: 'Unlock Store Admin' }).click();
      await toast(portal, `Welcome to ${STORE} admin portal!`).waitFor();
    } finally {
      await owner.close();
    }
  });

  it("shows a store's products in the Store Products tab and switches one off and on", async () => {
    const row = admin.getByRole('row').filter({ hasText: STORE });
    await row.getByRole('button', { name: `View the products of ${STORE}` }).click();
    await admin.getByRole('button', { name: `Store: ${STORE}` }).or(admin.getByText(`Store: ${STORE}`)).first().waitFor();
    const product = admin.getByRole('row').filter({ hasText: 'Handmade bookmark set' });
    const toggle = product.getByRole('switch', { name: 'Active: Handmade bookmark set' });
    await toggle.click();
    await toast(admin, 'Product deactivated successfully').waitFor();
    expect((await db('SELECT is_active FROM store_products WHERE title = $1', ['Handmade bookmark set'])).rows[0].is_active).toBe(false);
    await snapBoth(admin, '83-admin-store-products');
    await toggle.click();
    await toast(admin, 'Product activated successfully').waitFor();
    expect((await db('SELECT is_active FROM store_products WHERE title = $1', ['Handmade bookmark set'])).rows[0].is_active).toBe(true);
  });
});

describe('Orders', () => {
  const number = () => orderNumber;

  it('finds the order by the number its buyer quotes, cancels it with a reason (stock back) and brings it back (stock taken)', async () => {
    expect(number()).toMatch(/^ORD-\d{8}-\d{6}$/);
    await admin.goto('/admin/#/orders');
    await admin.getByText(/\d+ orders? found/).waitFor();
    await admin.getByRole('textbox', { name: /Search orders/ }).fill(number().toLowerCase());
    await admin.getByText('1 order found').waitFor();
    const row = admin.getByRole('row').filter({ hasText: number() });
    await row.getByText('Cash on Delivery').waitFor();
    const before = await stockOf(PRODUCT);

    await row.getByRole('combobox', { name: `Status of order ${number()}` }).click();
    await admin.getByRole('option', { name: 'Cancelled' }).click();
    const dialog = admin.getByRole('dialog', { name: `Cancel order ${number()}?` });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Please provide a cancellation reason').waitFor();
    await dialog.getByLabel('Cancellation reason').fill('Buyer asked to cancel');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toast(admin, 'Order status updated to cancelled').waitFor();
    await expect.poll(() => stockOf(PRODUCT)).toBe(before + 2);
    const cancelled = (await db('SELECT status, cancellation_reason, cancelled_at FROM store_orders WHERE id = $1', [orderId])).rows[0];
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation_reason: 'Buyer asked to cancel' });
    expect(cancelled.cancelled_at).not.toBeNull();
    await snapBoth(admin, '84-admin-orders');
    expect(await accessibilityViolations(admin)).toEqual([]);

    await row.getByRole('combobox', { name: `Status of order ${number()}` }).click();
    await admin.getByRole('option', { name: 'Pending' }).click();
    await toast(admin, 'Order status updated to pending').waitFor();
    expect(await stockOf(PRODUCT)).toBe(before);
    expect((await db('SELECT status, cancelled_at FROM store_orders WHERE id = $1', [orderId])).rows[0]).toMatchObject({ status: 'pending', cancelled_at: null });
  });

  it('deletes the order after a confirmation, giving its stock back; then nothing is found', async () => {
    const before = await stockOf(PRODUCT);
    const row = admin.getByRole('row').filter({ hasText: number() });
    await row.getByRole('button', { name: `Delete order ${number()}` }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Order deleted successfully').waitFor();
    await admin.getByText('No orders found').waitFor();
    await admin.getByText('Try adjusting your search or filter criteria').waitFor();
    expect((await db('SELECT count(*)::int AS n FROM store_orders WHERE id = $1', [orderId])).rows[0].n).toBe(0);
    expect(await stockOf(PRODUCT)).toBe(before + 2);
    await snap(admin, '85-admin-orders-empty');
  });

  it('shows the orders as cards on a phone', async () => {
    await admin.setViewportSize(PHONE);
    // Every order again (the URL's filter replaces the search of the steps before).
    await admin.goto(`/admin/#/orders?filter=${encodeURIComponent('{"status":"all"}')}`);
    // As a phone opens it: react-admin keeps the desktop sidebar's open state across a resize,
    // which leaves its (invisible) phone drawer modal over the page.
    await admin.reload();
    await admin.getByRole('list', { name: 'Orders' }).waitFor();
    expect(await admin.getByRole('table').count()).toBe(0);
    await snap(admin, '86-admin-orders-cards-mobile');
    await admin.setViewportSize(DESKTOP);
  });
});
