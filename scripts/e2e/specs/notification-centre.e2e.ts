import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, settled, snap } from '../browser.js';
import { sql } from '../../lib/local-server.js';
import { logIn, newStudent } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * The notification centre as a demo student meets it: the header's bell shows the seeded unread
 * count; the Notifications page lists them newest first; opening one goes to its order and the
 * count drops; when the store changes an order's status (the owner portal's API, with the demo
 * store's entry code) the bell rings and the list grows without a reload; a message Rahul leaves
 * unread rings it too, and reading the chat reads it; at 390 px the bell is in the header too; Mark
 * all as read clears it.
 */
const RAHUL = { fullName: 'Rahul Verma', email: 'rahul.verma@campus.edu', password: 'student123' };
const DEMO_ENTRY_CODE = '4242424242424242';

let context: BrowserContext;
let page: Page;

const bell = (p: Page) => p.getByRole('banner').getByRole('link', { name: /^Notifications/ });
const unreadNow = async (p: Page) => ((await (await p.request.get('/api/alerts/unread-count')).json()) as { count: number }).count;

/** The store's side, as its owner's scripts would call it: a portal session from the entry code. */
async function storeSession() {
  const { baseUrl } = thisServer();
  const res = await fetch(`${baseUrl}/api/store-portal/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ entryCode: DEMO_ENTRY_CODE }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: 'PATCH', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
}

/** A cash-on-delivery order of one thing in stock at Campus Threads, placed in the student's own session. */
async function orderAtCampusThreads(p: Page): Promise<{ _id: string; orderId: string }> {
  const store = (await (await p.request.get('/api/stores/campus-threads')).json()) as { _id: string };
  const products = (await (await p.request.get('/api/stores/campus-threads/products?pageSize=50')).json()) as {
    items: { _id: string; stock: number; hasSizes: boolean; sizes: { size: string; stock: number }[] }[];
  };
  const product = products.items.find((item) => item.stock > 0 && (!item.hasSizes || item.sizes.some((s) => s.stock > 0)))!;
  const size = product.hasSizes ? product.sizes.find((s) => s.stock > 0)!.size : undefined;
  const res = await p.request.post('/api/orders', {
    data: {
      storeId: store._id,
      paymentType: 'cod',
      items: [{ storeId: store._id, productId: product._id, quantity: 1, ...(size ? { size } : {}) }],
      fullName: RAHUL.fullName,
      email: RAHUL.email,
      phone: '9876543210',
      address: 'Room 204, Hostel B',
      city: 'Manipal',
      state: 'Karnataka',
      pincode: '576104',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; orderId: string };
}

beforeAll(async () => {
  context = await launchBrowser();
  page = await context.newPage();
  await logIn(page, RAHUL);
});
afterAll(async () => {
  await context?.close();
});

describe('the notification centre', () => {
  it('the bell shows the unread count and leads to the list, newest first, unread ones marked', async () => {
    const unread = await unreadNow(page);
    // The demo seed told Rahul about his confirmed order: at least that one is unread.
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`Notifications, ${unread} unread`);
    expect(await bell(page).textContent()).toBe(unread > 9 ? '9+' : String(unread));
    await settled(page);
    await snap(page, 'notifications-bell-1280', { screen: true });

    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = page.getByRole('list', { name: 'Notifications' });
    await list.waitFor();
    await page.getByRole('heading', { name: `${unread} unread` }).waitFor();
    expect(await list.getByRole('link', { name: /^Unread, / }).count()).toBe(unread);
    // Newest first.
    const times = await list.locator('time').evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime')!)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await settled(page);
    await snap(page, 'notifications-list-1280', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opening one goes to its order and marks it read: the count drops', async () => {
    const before = await unreadNow(page);
    const first = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /^Unread, Order: / }).first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/order-confirmation\?order=ORD-/);
    await first.click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation');
    await page.getByRole('heading', { name: /Order (Confirmed|Cancelled)/ }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications');
    expect(await unreadNow(page)).toBe(before - 1);
  });

  it('a store confirming an order rings the bell and tops the list, without a reload', async () => {
    const order = await orderAtCampusThreads(page);
    const asStore = await storeSession();
    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    const loads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

    const before = await unreadNow(page);
    const res = await asStore(`/api/store-portal/orders/${order._id}/status`, { status: 'confirmed' });
    expect(res.status).toBe(200);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe(`Notifications, ${before + 1} unread`);
    const top = page.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
    await expect.poll(() => top.getAttribute('href')).toBe(`/order-confirmation?order=${order.orderId}`);
    expect(await top.textContent()).toContain('Order confirmed');
    await page.getByRole('heading', { name: `${before + 1} unread` }).waitFor();
    expect(loads).toEqual([]);
    await settled(page);
    await snap(page, 'notifications-live-1280', { screen: true });
  });

  it('a message left unread rings the bell; opening it goes to the chat, and reading the chat reads it', async () => {
    const { baseUrl, databaseUrl } = thisServer();
    // A new student writes to Rahul about one of his listings, through the API the chat page uses.
    const buyer = await newStudent('Ira Buyer');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: buyer.email, password: buyer.password }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
    const { rows } = await sql(
      databaseUrl,
      `SELECT l.id, l.title, u.id AS seller_id, (SELECT id FROM users WHERE email = '${buyer.email}') AS buyer_id
         FROM listings l JOIN users u ON u.id = l.seller_id
        WHERE u.email = '${RAHUL.email}' AND l.listing_type = 'sell' AND l.expires_at > now() AND l.is_available AND l.hidden_at IS NULL
        ORDER BY l.created_at LIMIT 1`,
    );
    const listing = rows[0] as { id: string; title: string; seller_id: string; buyer_id: string };
    const started = await post('/api/create-conversation', { participants: [listing.buyer_id, listing.seller_id], productId: listing.id });
    expect(started.status).toBe(201);
    const { conversationId } = (await started.json()) as { conversationId: string };
    expect((await post(`/api/conversations/${conversationId}/messages`, { message: 'Hi Rahul, is this still available?' })).status).toBe(201);
    // As if it had waited unread for a minute: the job (every 15 s) tells of it at its next run.
    await sql(databaseUrl, `UPDATE messages SET created_at = now() - interval '1 minute' WHERE conversation_id = '${conversationId}'`);

    await page.goto('/notifications');
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    const told = page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /New message from Ira Buyer/ });
    await expect.poll(() => told.count(), { timeout: 25_000, interval: 1_000 }).toBe(1);
    expect(await told.textContent()).toContain(`About “${listing.title}”: Hi Rahul, is this still available?`);
    await settled(page);
    await snap(page, 'notifications-message-1280', { screen: true });

    const before = await unreadNow(page);
    await told.click();
    await page.waitForURL(`**/chat/${listing.id}/${conversationId}`);
    await page.getByText('Hi Rahul, is this still available?').waitFor();
    // Opened from the bell, it is read at once; had Rahul gone to the chat another way, the job would read it within 15 s.
    await expect.poll(() => unreadNow(page)).toBe(before - 1);
  });

  it('at 390 px the bell sits in the header and the list fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const unread = await unreadNow(page);
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`Notifications, ${unread} unread`);
    expect(await bell(page).isVisible()).toBe(true);
    await settled(page);
    await snap(page, 'notifications-bell-390', { screen: true });
    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('list', { name: 'Notifications' }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(page);
    await snap(page, 'notifications-list-390', { screen: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('Mark all as read clears the bell', async () => {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('heading', { name: 'All read' }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    expect(await page.getByRole('list', { name: 'Notifications' }).getByRole('link', { name: /^Unread, / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    expect(await unreadNow(page)).toBe(0);
    await settled(page);
    await snap(page, 'notifications-all-read-390', { screen: true });
  });
});
