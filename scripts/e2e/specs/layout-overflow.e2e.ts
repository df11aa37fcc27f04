import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { launchBrowser, logIn, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * Issue 27: no page of the student app or the store portal scrolls sideways on a phone (390 × 844),
 * with the demo's own content: the document is no wider than the viewport, and no visible element
 * reaches past its right edge (unless a box that fits clips it, as a carousel does). One test per
 * page, so a failure names the page and the elements that stick out.
 */
const PHONE = { width: 390, height: 844 };
const DEMO_STUDENT = { email: 'student@campus.edu', password: 'student123' };
const DEMO_ENTRY_CODE = '4242424242424242';

type Who = 'visitor' | 'student' | 'owner';
interface PageCase {
  name: string;
  who: Who;
  /** The address, once the demo's ids are known. */
  path: () => string;
  /** What shows once the page has its content (default: its h1). */
  ready?: (page: Page) => Promise<unknown>;
}

/** Ids of the demo content the pages show, read from the database. */
const ids: Record<string, string> = {};
const one = async (query: string, params: unknown[] = []) => {
  const { rows } = await sql(thisServer().databaseUrl, query, params);
  if (!rows[0]) throw new Error(`no demo row for: ${query}`);
  return Object.values(rows[0])[0] as string;
};

const h1 = (page: Page) => page.locator('h1').first().waitFor();
const text = (words: string | RegExp) => (page: Page) => page.getByText(words).first().waitFor();

const pages: PageCase[] = [
  // Signed out.
  { name: 'home', who: 'visitor', path: () => '/' },
  { name: 'products', who: 'visitor', path: () => '/products', ready: text('Arduino Uno starter kit with sensors') },
  { name: 'listing detail', who: 'visitor', path: () => `/product/${ids.sellListing}` },
  { name: 'lend listing detail', who: 'visitor', path: () => `/product/${ids.lendListing}` },
  { name: 'borrow', who: 'visitor', path: () => '/borrow', ready: text('Canon EOS 1500D with 18-55 mm lens') },
  { name: 'requests', who: 'visitor', path: () => '/request', ready: text('Looking for Thermodynamics by P.K. Nag') },
  { name: 'request detail', who: 'visitor', path: () => `/request/${ids.request}` },
  { name: 'roommate finder', who: 'visitor', path: () => '/roommate-finder', ready: text('Room-mate wanted for a 2BHK in Koramangala') },
  { name: 'roommate detail', who: 'visitor', path: () => `/roommate-finder/${ids.roommate}` },
  { name: 'public profile', who: 'visitor', path: () => `/users/${ids.priya}` },
  { name: 'mini stores', who: 'visitor', path: () => '/mini-stores', ready: text('Featured Products') },
  { name: 'a store', who: 'visitor', path: () => '/mini-stores/campus-threads' },
  { name: 'a store product', who: 'visitor', path: () => `/mini-stores/campus-threads/product/${ids.storeProduct}` },
  { name: 'all stores', who: 'visitor', path: () => '/all-stores', ready: text('Campus Threads') },
  { name: 'how it works', who: 'visitor', path: () => '/how-it-works' },
  { name: 'about', who: 'visitor', path: () => '/about' },
  { name: 'terms', who: 'visitor', path: () => '/terms' },
  { name: 'privacy', who: 'visitor', path: () => '/privacy' },
  { name: 'faq', who: 'visitor', path: () => '/faq' },
  { name: 'contact', who: 'visitor', path: () => '/contact' },
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'subscription plans (signed out)', who: 'visitor', path: () => '/subscription-plans' },
  { name: 'recruitment', who: 'visitor', path: () => '/recruitment' },
  { name: 'recruitment apply', who: 'visitor', path: () => '/recruitment/apply' },
  { name: 'staging recruitment', who: 'visitor', path: () => '/staging/recruitment' },
  { name: 'report', who: 'visitor', path: () => '/report' },
  { name: 'test design system', who: 'visitor', path: () => '/test-design-system' },
  { name: 'design debugger', who: 'visitor', path: () => '/design-debugger' },
  { name: 'not found', who: 'visitor', path: () => '/no-such-page' },
  // Signed in as the demo student (who owns Campus Threads and has orders, chats and posts).
  { name: 'home (signed in)', who: 'student', path: () => '/' },
  { name: 'profile', who: 'student', path: () => '/profile' },
  { name: 'profile: my orders', who: 'student', path: () => '/profile?tab=orders', ready: text(/ORD-\d{8}-\d{6}/) },
  { name: 'manage dashboard', who: 'student', path: () => '/manage' },
  { name: 'manage listings', who: 'student', path: () => '/manage-listings' },
  { name: 'manage requests', who: 'student', path: () => '/manage-requests' },
  { name: 'create listing', who: 'student', path: () => '/create-listing' },
  { name: 'create request', who: 'student', path: () => '/create-request' },
  { name: 'create roommate request', who: 'student', path: () => '/create-roommate-request' },
  { name: 'edit listing', who: 'student', path: () => `/product/${ids.ownListing}/edit` },
  { name: 'edit request', who: 'student', path: () => `/request/${ids.ownRequest}/edit` },
  { name: 'edit roommate post', who: 'student', path: () => `/roommate-finder/${ids.ownRoommate}/edit` },
  { name: 'listing detail (own)', who: 'student', path: () => `/product/${ids.ownListing}` },
  { name: 'inbox', who: 'student', path: () => '/inbox', ready: text('Omega mini drafter with case') },
  { name: 'a chat', who: 'student', path: () => `/chat/${ids.chatItem}/${ids.chat}`, ready: text('Is the mini drafter still available?') },
  { name: 'messages', who: 'student', path: () => `/messages?cid=${ids.chat}` },
  { name: 'wishlist', who: 'student', path: () => '/wishlist' },
  { name: 'cart', who: 'student', path: () => '/cart', ready: text('Canvas tote bag') },
  { name: 'checkout', who: 'student', path: () => '/checkout', ready: text('Canvas tote bag') },
  { name: 'order confirmation', who: 'student', path: () => `/order-confirmation?order=${ids.order}`, ready: text(/ORD-\d{8}-\d{6}/) },
  { name: 'store create product', who: 'student', path: () => `/mini-stores/${ids.ownStore}/create-product` },
  { name: 'subscription plans', who: 'student', path: () => '/subscription-plans' },
  { name: 'subscription management', who: 'student', path: () => '/subscription-management' },
  { name: 'developer settings', who: 'student', path: () => '/developer-settings' },
  // The store portal, as the owner of Campus Threads.
  { name: 'portal lock screen', who: 'visitor', path: () => '/store-portal/', ready: text('Unlock Store Admin') },
  { name: 'portal dashboard', who: 'owner', path: () => '/store-portal/', ready: text('Revenue Breakdown') },
  { name: 'portal products', who: 'owner', path: () => '/store-portal/?tab=products', ready: text('Oversized college hoodie') },
  { name: 'portal orders', who: 'owner', path: () => '/store-portal/?tab=orders', ready: text(/ORD-\d{8}-\d{6}/) },
  { name: 'portal settings', who: 'owner', path: () => '/store-portal/?tab=settings', ready: text('Campus Threads') },
];

/** What sticks out past the viewport's right edge: the document's width, and the elements (at most 8). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls}${words ? ` "${words}"` : ''}`;
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Wholly off screen and fixed (a closed drawer): nothing to see, nothing to scroll to.
      if (style.position === 'fixed' && box.left >= limit) continue;
      // Clipped by a box that itself fits (a carousel, a scrolling table): not visible past the edge.
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        if (upStyle.overflowX !== 'visible' && up.getBoundingClientRect().right <= limit + 1) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      // Only the outermost offender of a subtree is worth naming.
      if (offenders.length && el.parentElement && (el.parentElement as HTMLElement).dataset.overflowing) continue;
      (el as HTMLElement).dataset.overflowing = '1';
      offenders.push(`${describe(el)} (right edge ${Math.round(box.right)} px)`);
    }
    for (const el of document.querySelectorAll('[data-overflowing]')) delete (el as HTMLElement).dataset.overflowing;
    return { scrollWidth: root.scrollWidth, clientWidth: limit, offenders: offenders.slice(0, 8) };
  });
}

const contexts = new Map<Who, BrowserContext>();
const tabs = new Map<Who, Page>();

beforeAll(async () => {
  const [priya] = await Promise.all([one("SELECT id FROM users WHERE email = 'student@campus.edu'")]);
  ids.priya = priya;
  ids.sellListing = await one("SELECT id FROM listings WHERE title = 'Casio fx-991ES Plus calculator'");
  ids.lendListing = await one("SELECT id FROM listings WHERE title = 'Canon EOS 1500D with 18-55 mm lens'");
  ids.request = await one("SELECT id FROM requests WHERE title = 'Looking for Thermodynamics by P.K. Nag'");
  ids.roommate = await one("SELECT id FROM roommate_posts WHERE title = 'Room-mate wanted for a 2BHK in Koramangala'");
  ids.storeProduct = await one("SELECT id FROM store_products WHERE title = 'Oversized college hoodie'");
  ids.ownListing = await one('SELECT id FROM listings WHERE seller_id = $1 AND is_available ORDER BY created_at DESC LIMIT 1', [priya]);
  ids.ownRequest = await one('SELECT id FROM requests WHERE requested_by_id = $1 ORDER BY created_at DESC LIMIT 1', [priya]);
  ids.ownRoommate = await one('SELECT id FROM roommate_posts WHERE posted_by_id = $1 ORDER BY created_at DESC LIMIT 1', [priya]);
  ids.ownStore = await one('SELECT id FROM stores WHERE owner_id = $1 LIMIT 1', [priya]);
  ids.order = await one('SELECT order_number FROM store_orders WHERE buyer_id = $1 ORDER BY created_at DESC LIMIT 1', [priya]);
  const { rows } = await sql(
    thisServer().databaseUrl,
    "SELECT c.id, c.item_id FROM conversations c JOIN listings l ON l.id = c.listing_id WHERE c.type = 'product' AND l.title = 'Omega mini drafter with case' LIMIT 1",
  );
  ids.chat = rows[0].id;
  ids.chatItem = rows[0].item_id;

  for (const who of ['visitor', 'student', 'owner'] as const) {
    const context = await launchBrowser();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    contexts.set(who, context);
    tabs.set(who, page);
  }
  const student = tabs.get('student')!;
  await logIn(student, DEMO_STUDENT.email, DEMO_STUDENT.password, '/');
  await student.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  // Something in the cart, so the cart and checkout show their lines.
  await student.goto('/mini-stores/campus-threads/product/' + (await one("SELECT id FROM store_products WHERE title = 'Canvas tote bag'")));
  await student.getByRole('button', { name: 'Add to Cart' }).click();
  await student.getByText('Added to cart!').first().waitFor();

  const owner = tabs.get('owner')!;
  await owner.goto('/store-portal/');
  await owner.getByLabel('Entry code').fill(DEMO_ENTRY_CODE);
  await owner.getByRole('button', { name: 'Unlock Store Admin' }).click();
  await owner.getByText('Revenue Breakdown').waitFor({ timeout: 20_000 });
});
afterAll(async () => {
  await Promise.all([...contexts.values()].map((context) => context.close()));
});

describe('no page scrolls sideways on a 390 px phone', () => {
  it.each(pages)('$name ($who)', async ({ name, who, path, ready = h1 }) => {
    const page = tabs.get(who)!;
    await page.goto(path());
    await ready(page);
    // Late content (pictures, ads, the notification bar) has come in before measuring.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
    await settled(page);
    const result = await overflowOf(page);
    if (result.offenders.length || result.scrollWidth > result.clientWidth) {
      await snap(page, `issue27-overflow-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-phone`);
    }
    expect({ page: name, ...result }).toEqual({ page: name, scrollWidth: result.clientWidth, clientWidth: result.clientWidth, offenders: [] });
  });
});
