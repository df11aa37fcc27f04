import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { repoRoot, sql } from '../lib/local-server.js';
import { thisServer } from './this-server.js';

export const screenshotDir = path.join(repoRoot, 'test-results/screenshots');

const chromiumPath = process.env.CHROME_PATH ?? defaultChromium();

/**
 * Debian's headless shell when it is installed (what Playwright itself runs for `headless`: no
 * browser UI to draw, about a quarter less CPU across the specs than the full browser), else Chromium.
 */
function defaultChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium per worker, for every spec file the worker runs (the e2e config does not isolate
 * files): each launch costs a second or two of both cores, and a fresh context is as clean as a
 * fresh browser (its own cookies, storage and cache).
 */
function browser(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return shared;
}

/**
 * A fresh browser context (a person with their own cookies) on this worker's server. It asks for
 * reduced motion, which the apps honour (global.css), so pages settle in a frame or two; a spec
 * about an animation asks for `{ motion: 'full' }`.
 *
 * The student app's service worker is blocked unless a spec asks for it (`{ serviceWorker: true }`,
 * the installable app's): requests a worker answers never reach `page.route`, which many specs
 * use to fail a call or a file, and precaching the whole build after every first page load would
 * cost every spec CPU it does not test.
 */
export async function launchBrowser({
  motion = 'reduced',
  serviceWorker = false,
}: { motion?: 'reduced' | 'full'; serviceWorker?: boolean } = {}): Promise<BrowserContext> {
  const context = await (await browser()).newContext({
    baseURL: thisServer().baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: motion === 'full' ? 'no-preference' : 'reduce',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  // Fail a step in seconds, not at the 30 s default, so a broken flow reports quickly.
  context.setDefaultTimeout(8_000);
  context.on('page', waitsForLivePages);
  return context;
}

/**
 * A page the server rendered (a landing page, a listing, the mini stores' home) shows its markup
 * inert until the app's first render replaces it: nothing in it can be clicked or typed into, and
 * its elements are gone once the app renders. As a person waits for the page to respond, a
 * navigation here resolves once the app has rendered, so a step never acts on the inert copy.
 */
function waitsForLivePages(page: Page) {
  const live = () => page.waitForFunction(() => document.querySelector('#root > [inert]') === null, undefined, { polling: 50 });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await live().catch(() => {}); // a page that never renders fails at the step that needs it
      return response;
    };
  }
}

/**
 * Waits until the page stands still: no CSS transition or animation running (a dialog fading in,
 * a toast sliding, a drawer closing after a resize) and a frame painted since. Screenshots wait on
 * this rather than on a fixed pause.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity) &&
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    undefined,
    { polling: 50 },
  );
}

/**
 * Screenshots are for people to look at, so they are taken when asked for: E2E_SCREENSHOTS=1 (the
 * screen) or E2E_FULL_PAGE=1 (whole pages). Measured on this 2-core machine, a 1280 px screenshot
 * costs Chromium about 0.6 s of CPU (it paints the page again and encodes the PNG), a page load
 * about 1.1 s: the 170-odd shots of a run are some 100 CPU-seconds of every `npm test`, about a
 * twelfth of the end-to-end tests' CPU. A full-page shot costs five to six times the screen's.
 */
const fullPage = process.env.E2E_FULL_PAGE === '1';
const screenshots = fullPage || process.env.E2E_SCREENSHOTS === '1';

/**
 * A screenshot kept under test-results/screenshots when screenshots are asked for: the screen, or
 * the whole page with E2E_FULL_PAGE=1. `screen`: always the screen (a dialog over a long page, a
 * banner fixed to the screen's bottom, a 60,000 px reference).
 */
export async function snap(page: Page, name: string, { screen = false }: { screen?: boolean } = {}) {
  if (!screenshots) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: fullPage && !screen });
}

/** The newest mail to `to` whose template is `template`, read from the outbox table. */
export async function latestMail(to: string, template: string): Promise<{ textBody: string }> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await sql(
      thisServer().databaseUrl,
      'SELECT text_body FROM email_outbox WHERE to_address = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1',
      [to, template],
    );
    if (rows[0]) return { textBody: rows[0].text_body as string };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${template} mail to ${to}`);
}

/** The path and query of the first link in a mail. */
export function linkPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/\S+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

/** The demo admin, seeded by the demo data (seeds/demo/people.ts). */
export const DEMO_ADMIN = { email: 'admin@campus.edu', password: 'admin123' } as const;

/** Logs in through the student app's login page, which then goes to `returnTo`. */
export async function logIn(page: Page, email: string, password: string, returnTo = '/') {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** The demo admin, logged in and at the back office (/admin/). */
export async function logInAsAdmin(page: Page) {
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, '/admin/');
  // Polled by hand: expect.poll cannot run in beforeAll hooks, and waitForURL fails on the
  // navigation the login page aborts when it moves on to /admin/.
  for (const end = Date.now() + 20_000; new URL(page.url()).pathname !== '/admin/'; await page.waitForTimeout(100)) {
    if (Date.now() > end) throw new Error(`Logging in as the demo admin ended at ${page.url()}, not /admin/`);
  }
}
