import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { latestMail, launchBrowser, linkPath, logInAsAdmin, settled, snap } from '../browser.js';
import { freshSignUpBudget } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * A new visitor before the launch: the admin sets the launch time in the future (restored after),
 * the visitor sees only the pre-launch page, signs up early, verifies and gets a place; then the
 * launch comes while the page is open, the show plays and the home page appears.
 */
let adminBrowser: BrowserContext;
let visitorBrowser: BrowserContext;
let admin: Page;
let visitor: Page;
let savedLaunchAt: string | null = null;
const early = { fullName: 'Nisha Kapoor', email: `nisha.${Date.now()}@campus.edu`, password: 'nisha-secret' };

/** The admin's PATCH of the launch time, from the back office's own origin (as the Settings panel sends it). */
async function setLaunchAt(launchAt: string | null) {
  const status = await admin.evaluate(async (value) => {
    const res = await fetch('/api/admin/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchAt: value }),
    });
    return res.status;
  }, launchAt);
  expect(status).toBe(200);
}

beforeAll(async () => {
  [adminBrowser, visitorBrowser] = await Promise.all([launchBrowser(), launchBrowser({ motion: 'full' })]);
  [admin, visitor] = await Promise.all([adminBrowser.newPage(), visitorBrowser.newPage()]);
  await logInAsAdmin(admin);
  savedLaunchAt = await admin.evaluate(async () => ((await (await fetch('/api/admin/settings')).json()) as { launchAt: string | null }).launchAt);
  await setLaunchAt(new Date(Date.now() + 3 * 86_400_000).toISOString());
});
afterAll(async () => {
  await setLaunchAt(savedLaunchAt);
  await Promise.all([adminBrowser.close(), visitorBrowser.close()]);
});

const form = () => visitor.getByRole('form', { name: 'Early sign-up' });

async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await snap(page, `${name}-mobile`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('before the launch', () => {
  it('refuses the API to a visitor (503 not-launched) and serves an admin', async () => {
    const res = await fetch(`${thisServer().baseUrl}/api/listings?type=sell`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ code: 'not-launched' });
    const forAdmin = await admin.evaluate(async () => (await fetch('/api/listings?type=sell')).status);
    expect(forAdmin).toBe(200);
  });

  it('shows a visitor only the pre-launch page, on / and on /products', async () => {
    // The page arrives hidden, so the marketplace never shows before the pre-launch page does.
    const response = await visitor.goto('/');
    expect(await response!.text()).toContain('<html data-prelaunch');
    await expect.poll(() => visitor.getByRole('heading', { name: /almost here/ }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByTestId('countdown-days').textContent()).toMatch(/^0?[23]Days$/);
    expect(await form().isVisible()).toBe(true);
    // The early-bird counter starts from the demo's early birds.
    await expect.poll(() => visitor.getByRole('progressbar', { name: 'Early-bird places taken' }).isVisible()).toBe(true);
    expect(Number(await visitor.getByTestId('early-bird-count').textContent())).toBeGreaterThan(0);
    // No header or footer of the app.
    expect(await visitor.getByRole('link', { name: 'Products' }).count()).toBe(0);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await snapBoth(visitor, 'launch-01-prelaunch');

    // The countdown ticks.
    const seconds = await visitor.getByTestId('countdown-seconds').textContent();
    await expect.poll(() => visitor.getByTestId('countdown-seconds').textContent(), { timeout: 3000 }).not.toBe(seconds);

    await visitor.goto('/products');
    await expect.poll(() => visitor.getByRole('heading', { name: /almost here/ }).isVisible()).toBe(true);
  });

  it('opens the teaser in a dialog that Escape closes', async () => {
    await visitor.getByRole('button', { name: 'Watch the teaser' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Thriftz teaser' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await settled(visitor);
    await snap(visitor, 'launch-02-teaser-desktop');
    await visitor.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('lists the recruitment teaser in Join Our Team, and /recruitment is not the pre-launch page', async () => {
    await visitor.getByRole('tab', { name: 'Join Our Team' }).click();
    await expect.poll(() => visitor.getByRole('link', { name: 'See the open positions' }).isVisible()).toBe(true);
    await snap(visitor, 'launch-03-join-team-desktop');
    const response = await visitor.goto('/recruitment');
    // Sent as always (not kept hidden for the pre-launch page), and the careers site itself.
    expect(await response!.text()).not.toContain('data-prelaunch');
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toMatch(/Join the team/);
    await expect.poll(() => visitor.getByRole('tab', { name: /Team Leads/ }).isVisible()).toBe(true);
    expect(await visitor.getByRole('heading', { name: /almost here/ }).count()).toBe(0);
  });

  it("says 'Passwords don't match!' and 'Password must be at least 6 characters!'", async () => {
    await visitor.goto('/');
    await form().getByLabel('Full name').fill(early.fullName);
    await form().getByLabel('Campus e-mail').fill(early.email);
    await form().getByLabel(/^Password/).fill('short');
    await form().getByLabel(/^Confirm password/).fill('other1');
    await form().getByRole('button', { name: 'Claim my early-bird place' }).click();
    await expect.poll(() => form().getByText("Passwords don't match!").isVisible()).toBe(true);
    expect(await form().getByText('Password must be at least 6 characters!').isVisible()).toBe(true);
    await snapBoth(visitor, 'launch-04-form-errors');
  });

  it('signs up early, verifies from the e-mail and is told the place is theirs', async () => {
    await freshSignUpBudget();
    const before = Number(await visitor.getByTestId('early-bird-count').textContent());
    await form().getByLabel(/^Password/).fill(early.password);
    await form().getByLabel(/^Confirm password/).fill(early.password);
    await form().getByRole('button', { name: 'Claim my early-bird place' }).click();
    await expect.poll(() => form().getByText(/verify your e-mail and claim your early-bird place/).isVisible()).toBe(true);
    await snap(visitor, 'launch-05-signed-up-desktop');

    const mail = await latestMail(early.email, 'verify-email');
    await visitor.goto(linkPath(mail.textBody));
    // Back on the pre-launch page, signed in, with the place and plan in a toast.
    await expect.poll(() => visitor.getByText(/^Early-bird place #\d+ is yours: the \w+ Plan free for 30 days!$/).isVisible()).toBe(true);
    expect(new URL(visitor.url()).pathname).toBe('/');
    await expect.poll(() => visitor.getByRole('heading', { name: /almost here/ }).isVisible()).toBe(true);
    const { rows } = await sql(
      thisServer().databaseUrl,
      'SELECT c.place FROM early_bird_claims c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [early.email],
    );
    expect(rows[0]?.place).toBe(before + 1);
    await snapBoth(visitor, 'launch-06-verified');
  });
});

describe('the launch while the page is open', () => {
  it('plays the launch animation, then shows the home page', async () => {
    await setLaunchAt(new Date(Date.now() + 6_000).toISOString());
    await visitor.goto('/');
    await expect.poll(() => visitor.getByRole('heading', { name: /almost here/ }).isVisible()).toBe(true);
    const show = visitor.getByTestId('launch-animation');
    await expect.poll(() => show.isVisible(), { timeout: 12_000 }).toBe(true);
    await expect.poll(() => show.getAttribute('data-phase'), { timeout: 4_000 }).toBe('charge');
    await snap(visitor, 'launch-07-charge-desktop');
    await expect.poll(() => show.getAttribute('data-phase'), { timeout: 6_000 }).toBe('reveal');
    await snap(visitor, 'launch-08-reveal-desktop');
    await expect.poll(() => show.count(), { timeout: 8_000 }).toBe(0);
    // The app: its header and the home page.
    await expect.poll(() => visitor.getByRole('link', { name: 'Products' }).first().isVisible()).toBe(true);
    expect(await visitor.getByRole('heading', { name: /almost here/ }).count()).toBe(0);
    await snapBoth(visitor, 'launch-09-home-after');
    const res = await fetch(`${thisServer().baseUrl}/api/listings?type=sell`);
    expect(res.status).toBe(200);
  });
});
