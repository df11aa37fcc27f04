import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, snap } from '../browser.js';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

describe('the static pages', () => {
  for (const [path, title] of [
    ['/about', 'Our Story'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/how-it-works', 'How Mini Stores Work'],
  ] as const) {
    it(`${path} shows its page`, async () => {
      await page.goto(path);
      await expect.poll(() => page.title()).toContain(title);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await snap(page, `static${path.replace('/', '-')}`);
    });
  }

  it('/faq opens one answer at a time', async () => {
    await page.goto('/faq');
    const questions = page.getByRole('button', { expanded: false });
    await questions.first().click();
    await expect.poll(() => page.getByRole('button', { expanded: true }).count()).toBe(1);
    const opened = await page.getByRole('button', { expanded: true }).textContent();
    await page.getByRole('button', { name: 'I forgot my password. What do I do?' }).click();
    await expect.poll(() => page.getByRole('button', { expanded: true }).count()).toBe(1);
    expect(await page.getByRole('button', { expanded: true }).textContent()).not.toBe(opened);
    expect(await page.getByText(/1 hour/).first().isVisible()).toBe(true);
    await snap(page, 'static-faq');
  });

  it('an unknown address shows the not-found page with a way home', async () => {
    await page.goto('/no-such-page');
    expect(await page.getByRole('link', { name: /home/i }).first().isVisible()).toBe(true);
    await snap(page, 'static-not-found');
  });

  it('on a phone the menu opens as a sheet', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    await snap(page, 'mobile-menu');
  });
});

describe('accessibility (axe, WCAG 2.1 AA, serious and critical)', () => {
  for (const path of ['/', '/login', '/login?mode=signup', '/about', '/faq', '/terms', '/privacy', '/how-it-works', '/no-such-page']) {
    it(`${path} has no serious violations`, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
