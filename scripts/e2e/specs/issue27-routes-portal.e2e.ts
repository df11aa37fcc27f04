import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { DEMO_ADMIN, launchBrowser, logIn, logInAsAdmin, settled, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * Issue 27, the route table and the store portal, at phone and desktop sizes:
 * - /report reports a listing from its link (open to every visitor); /test-design-system is the
 *   living style guide, /design-debugger the layout aids; /staging/admin opens the admin portal and
 *   /staging/recruitment(/apply) the careers site, also before the launch;
 * - the demo's pictures show their items (a tote bag, a backpack, a keyboard);
 * - the portal: a wrong entry code's toast goes on unlock, the dashboard's failure reads 'Failed
 *   to load store data', 'M' and 'm' are one size (form and server), a non-image is refused.
 */
const DEMO_ENTRY_CODE = '4242424242424242';
const PORTAL = '/store-portal/';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const idOf = async (table: 'listings' | 'store_products', title: string): Promise<string> => {
  const { rows } = await sql(thisServer().databaseUrl, `SELECT id FROM ${table} WHERE title = $1 LIMIT 1`, [title]);
  expect(rows[0]).toBeDefined();
  return rows[0].id as string;
};

/** Scrolls through the page (lazy pictures load as they come near), then waits until every picture shown has loaded (none broken). */
async function picturesLoaded(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            // Shown, and not on a carousel's slide off to the side.
            return box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

let adminContext: BrowserContext;
let admin: Page;
let savedLaunchAt: string | null = null;

beforeAll(async () => {
  adminContext = await launchBrowser();
  admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  savedLaunchAt = await admin.evaluate(async () => ((await (await fetch('/api/admin/settings')).json()) as { launchAt: string | null }).launchAt);
});
afterAll(async () => {
  await adminContext?.close();
  // The entry-code budget of this address is this spec's business only.
  await sql(thisServer().databaseUrl, "DELETE FROM rate_limits WHERE key LIKE 'entry-code%'");
});

describe.each(VIEWPORTS)('the route table at $name size', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    await page.setViewportSize({ width, height });
  });
  afterAll(() => context?.close());

  it('/report reports a listing from its link, signed out, and the moderators have it', async () => {
    const watch = await idOf('listings', 'Fastrack analog watch');
    await page.goto('/report');
    await page.getByRole('heading', { level: 1, name: 'Report a problem' }).waitFor();
    const form = page.getByRole('form', { name: 'Report a problem' });
    // A link that is not a listing, request or profile is refused under its field.
    await form.getByLabel(/^Link to the listing/).fill('https://example.com/whatever');
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await form.getByText('That link is not a Thriftz listing, request or profile.').waitFor();
    await form.getByText('Please select a reason.').waitFor();
    await settled(page);
    await snap(page, `issue27-routes-01-report-errors-${name}`);

    await form.getByLabel(/^Link to the listing/).fill(`${thisServer().baseUrl}/product/${watch}`);
    await form.getByText('This is a listing.').waitFor();
    await form.getByLabel(/^Reason/).selectOption('Fraud or scam');
    const description = `Asks for payment before meeting (${name}).`;
    await form.getByLabel(/^Detailed description/).fill(description);
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByRole('heading', { name: 'Report Submitted' }).waitFor();
    await page.getByText('Thank you for helping keep the product safe.').first().waitFor();
    await settled(page);
    await snap(page, `issue27-routes-02-report-sent-${name}`);
    const { rows } = await sql(thisServer().databaseUrl, 'SELECT item_type, item_id, reason, reporter_id FROM reports WHERE description = $1', [description]);
    expect(rows).toEqual([{ item_type: 'listing', item_id: watch, reason: 'Fraud or scam', reporter_id: null }]);
  });

  it('/report?type=listing&id= arrives with the listing filled in', async () => {
    const watch = await idOf('listings', 'Fastrack analog watch');
    await page.goto(`/report?type=listing&id=${watch}`);
    const link = page.getByRole('form', { name: 'Report a problem' }).getByLabel(/^Link to the listing/);
    await expect.poll(() => link.inputValue()).toBe(`${thisServer().baseUrl}/product/${watch}`);
    await page.getByText('This is a listing.').waitFor();
  });

  it("the footer's Report a Problem opens /report", async () => {
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Report a Problem' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/report');
    await page.getByRole('form', { name: 'Report a problem' }).waitFor();
  });

  it('/test-design-system shows the tokens as the stylesheet has them, and the components', async () => {
    await page.goto('/test-design-system');
    await page.getByRole('heading', { level: 1, name: 'Thriftz design system' }).waitFor();
    for (const section of ['Colours', 'Type', 'Space, radius and shadow', 'Buttons', 'Badges and counts', 'Forms', 'Feedback', 'Cards and states']) {
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    const primary = page.getByRole('listitem').filter({ hasText: '--brand-primary' }).first();
    expect(await primary.textContent()).toContain('#059669');
    expect(await page.getByRole('button', { name: 'Primary' }).count()).toBe(3);
    await page.getByLabel('Price (₹)').waitFor();
    expect(await page.getByText('Price must be a positive number.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show a success toast' }).click();
    await page.getByText('Added to cart').first().waitFor();
    await settled(page);
    await snap(page, `issue27-routes-03-design-system-${name}`);
  });

  it('/design-debugger shows the viewport and breakpoint, outlines every element and checks for overflow', async () => {
    await page.goto('/design-debugger');
    await page.getByRole('heading', { level: 1, name: 'Layout debugger' }).waitFor();
    expect(await page.getByTestId('viewport-width').textContent()).toBe(`${width} px`);
    expect(await page.getByTestId('breakpoint').textContent()).toBe(width < 640 ? 'base' : 'xl');
    await page.getByText('Nothing sticks out: this page fits the viewport.').waitFor();
    await page.getByRole('switch', { name: 'Outline every element' }).click();
    await expect.poll(() => page.locator('#design-debugger-outlines').count()).toBe(1);
    await settled(page);
    await snap(page, `issue27-routes-04-design-debugger-${name}`);
    await page.getByRole('link', { name: 'Open the design system' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thriftz design system' }).waitFor();
    // The outlines go with the page that drew them.
    expect(await page.locator('#design-debugger-outlines').count()).toBe(0);
  });

  it('/staging/recruitment and its form are the careers site', async () => {
    await page.goto('/staging/recruitment');
    await page.getByRole('heading', { level: 1, name: 'Join the team building Thriftz' }).waitFor();
    await page.goto('/staging/recruitment/apply');
    await page.getByRole('heading', { level: 1, name: /^Apply/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staging/recruitment/apply');
    await settled(page);
    await snap(page, `issue27-routes-05-staging-apply-${name}`);
  });

  it('/staging/admin opens the admin portal at /admin/', async () => {
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/staging/admin');
    await page.waitForURL((url) => url.pathname === '/admin/');
    await page.getByText('Total Users').first().waitFor();
    await settled(page);
    await snap(page, `issue27-routes-06-staging-admin-${name}`);
  });
});

describe('before the launch', () => {
  let context: BrowserContext;
  let page: Page;
  async function setLaunchAt(launchAt: string | null) {
    const status = await admin.evaluate(
      async (value) => (await fetch('/api/admin/settings', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ launchAt: value }) })).status,
      launchAt,
    );
    expect(status).toBe(200);
  }
  beforeAll(async () => {
    await setLaunchAt(new Date(Date.now() + 3 * 86_400_000).toISOString());
    context = await launchBrowser();
    page = await context.newPage();
  });
  afterAll(async () => {
    await setLaunchAt(savedLaunchAt);
    await context?.close();
  });

  it.each(VIEWPORTS)('keeps /staging/recruitment and /staging/admin open at $name size; /report waits for the launch', async ({ name, width, height }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/staging/recruitment');
    await page.getByRole('heading', { level: 1, name: 'Join the team building Thriftz' }).waitFor();
    await settled(page);
    await snap(page, `issue27-routes-07-prelaunch-staging-recruitment-${name}`);
    await page.goto('/staging/admin/');
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') || url.pathname === '/login');
    expect(new URL(page.url()).pathname).not.toBe('/staging/admin/');
    // The report page is one of the marketplace's: before the launch only the pre-launch page shows.
    await page.goto('/report');
    await page.getByRole('heading', { name: /almost here/ }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Report a problem' }).count()).toBe(0);
  });
});

describe.each(VIEWPORTS)('demo pictures at $name size', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    await page.setViewportSize({ width, height });
  });
  afterAll(() => context?.close());

  it('the tote bag, the backpack and the keyboards show their own pictures', async () => {
    const shots: Array<[string, string, (p: Page) => Promise<unknown>]> = [
      ['tote-bag', `/mini-stores/campus-threads/product/${await idOf('store_products', 'Canvas tote bag')}`, (p) => p.getByRole('heading', { level: 1, name: 'Canvas tote bag' }).waitFor()],
      ['backpack', `/product/${await idOf('listings', 'Laptop backpack, Wildcraft 35 L')}`, (p) => p.getByRole('heading', { level: 1, name: 'Laptop backpack, Wildcraft 35 L' }).waitFor()],
      ['keyboard', `/product/${await idOf('listings', 'Mechanical keyboard, Redragon K552')}`, (p) => p.getByRole('heading', { level: 1, name: 'Mechanical keyboard, Redragon K552' }).waitFor()],
      ['gadget-garage', '/mini-stores/gadget-garage', (p) => p.getByText('Mechanical keyboard (blue switches)').first().waitFor()],
      ['accessories', '/products?category=accessories', (p) => p.getByText('Fastrack analog watch').first().waitFor()],
    ];
    for (const [index, [what, path, shown]] of shots.entries()) {
      await page.goto(path);
      await shown(page);
      await picturesLoaded(page);
      await settled(page);
      await snap(page, `issue27-pictures-0${index + 1}-${what}-${name}`);
    }
  });
});

describe.each(VIEWPORTS)('the store portal at $name size', ({ name, width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    await page.setViewportSize({ width, height });
  });
  afterAll(() => context?.close());

  it("dismisses the 'Invalid entry code' toast when the right code unlocks", async () => {
    await page.goto(PORTAL);
    await page.getByLabel('Entry code').fill('1000000000000099');
    await page.getByRole('button', { name: 'Unlock Store Admin' }).click();
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid entry code. Please try again.' });
    await refused.waitFor();
    await settled(page);
    await snap(page, `issue27-portal-01-wrong-code-${name}`);
    await page.getByLabel('Entry code').fill(DEMO_ENTRY_CODE);
    await page.getByRole('button', { name: 'Unlock Store Admin' }).click();
    await page.getByText('Welcome to Campus Threads admin portal!').first().waitFor();
    await expect.poll(() => refused.count()).toBe(0);
    await page.getByText('Revenue Breakdown').waitFor();
    await settled(page);
    await snap(page, `issue27-portal-02-unlocked-${name}`);
  });

  it("says 'Failed to load store data' when the dashboard cannot load", async () => {
    await page.route('**/api/store-portal/dashboard**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) }),
    );
    try {
      await page.goto(PORTAL);
      await page.getByText('Failed to load store data').waitFor({ timeout: 20_000 });
      await settled(page);
      await snap(page, `issue27-portal-03-dashboard-failed-${name}`);
    } finally {
      await page.unroute('**/api/store-portal/dashboard**');
    }
  });

  it("counts 'M' and 'm' as one size, in the form and on the server", async () => {
    await page.goto(`${PORTAL}?tab=products`);
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel(/^Title/).fill('Size test tee');
    await dialog.getByLabel(/^Price/).fill('299');
    await dialog.getByLabel(/^Category/).selectOption('clothing');
    await dialog.getByText('This product has sizes').click();
    await dialog.getByRole('textbox', { name: 'Size 1' }).fill('M');
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await dialog.getByRole('textbox', { name: 'Size 2' }).fill('m');
    const posts: string[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/store-portal/products') && posts.push(r.url())));
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByText('Each size can be listed only once.').waitFor();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Each size can be listed only once.' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Size 2' }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
    await settled(page);
    await snap(page, `issue27-portal-04-size-twice-${name}`);

    // The server refuses the same, whatever sends it.
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/store-portal/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Size test tee', price: 299, category: 'clothing', hasSizes: true, sizes: [{ size: 'M', stock: 1 }, { size: 'm', stock: 2 }] }),
      });
      return { status: res.status, body: (await res.json()) as { detail?: string } };
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Each size can be listed only once.');
    const { rows } = await sql(thisServer().databaseUrl, "SELECT count(*)::int AS n FROM store_products WHERE title = 'Size test tee'");
    expect(rows[0].n).toBe(0);
  });

  it("refuses a file that is not a picture with 'Only image files are allowed'", async () => {
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    await dialog.getByLabel('Add images').setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a picture') });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Only image files are allowed' }).waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    await settled(page);
    await snap(page, `issue27-portal-05-not-an-image-${name}`);
  });
});
