import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * A visitor (no account) finds a Team Lead role on /recruitment, applies, is stopped by duplicate
 * rankings, fixes them and sends the application; then the demo admin finds it in the back
 * office's Recruitment list. At phone and desktop widths.
 */
let browser: BrowserContext;
let page: Page;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const EMAIL = `kabir.e2e.${Date.now()}@gmail.com`;
const NAME = 'Kabir Malhotra';

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);
const applications = async () => (await db('SELECT position, application_type, priority_ranking FROM recruitment_applications WHERE email = $1', [EMAIL])).rows;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  // The admin panel's spec counts the demo applications: leave the table as the seed made it.
  await db('DELETE FROM recruitment_applications WHERE email = $1', [EMAIL]);
  await browser.close();
});

/** A full-page screenshot from the top, so the sticky header sits where a person sees it. */
async function snapTop(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

const form = () => page.getByRole('form', { name: 'Application form' });

async function fillApplication() {
  const f = form();
  await f.getByLabel(/^Full Name/).fill(NAME);
  await f.getByLabel(/^Email/).fill(EMAIL);
  await f.getByLabel(/^Phone/).fill('+91 98111 22334');
  await f.getByLabel(/^College/).fill('Campus Institute of Technology');
  await f.getByLabel(/^Branch/).fill('Electronics');
  await f.getByLabel(/^Year of Study/).selectOption('3');
  await f.getByLabel(/^Resume Link/).fill('https://drive.google.com/kabir-resume');
  await f.getByLabel(/^Why do you want/).fill('I have sold half my hostel room on Thriftz and want to help build it.');
  await f.getByLabel(/^Relevant experience/).fill('Led the robotics club for two years.');
  await f.getByLabel(/^Hours per week/).fill('15');
  await f.getByLabel(/^Start date/).fill('2026-09-07');
  await f.getByLabel(/^Work mode/).selectOption('hybrid');
  await f.getByLabel(/^Team preference/).selectOption('product_tech');
  // Family and Love both ranked 1: the form must refuse this.
  for (const [area, rank] of [['Family', '1'], ['Love', '1'], ['Friends', '2'], ['Clubs', '3'], ['Thriftz', '4'], ['Extracurriculars', '5']] as const) {
    await f.getByLabel(new RegExp(`^${area}`)).selectOption(rank);
  }
  for (const question of [/leadership style/, /heavy pressure/, /bold idea/, /motivated/, /failure/]) {
    await f.getByLabel(question).fill('Listen first, decide together, then own the outcome.');
  }
}

describe('recruitment, as a new visitor', () => {
  it('shows the roles in tabs with their vacancies', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/recruitment');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Join the team building Thriftz');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Internships');
    expect(await page.getByRole('tabpanel').getByRole('button', { name: /^Apply Now for/ }).count()).toBe(7);
    await snapTop('recruitment-01-page-phone');

    await page.getByRole('tab', { name: /Specialists/ }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByRole('button', { name: /^Apply Now for/ }).count()).toBe(6);
    await page.getByRole('tab', { name: /Team Leads/ }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByRole('button', { name: /^Apply Now for/ }).count()).toBe(5);

    await page.setViewportSize(DESKTOP);
    await snapTop('recruitment-02-page-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('refuses duplicate rankings without sending anything, then submits and returns to /recruitment', async () => {
    await page.getByRole('button', { name: 'Apply Now for Head of Product & Tech' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recruitment/apply');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Apply for Head of Product & Tech');
    await fillApplication();

    await form().getByRole('button', { name: 'Submit Application' }).click();
    const duplicate = 'Priority ranking values must be unique (no duplicates allowed)';
    await expect.poll(() => form().getByRole('alert').filter({ hasText: duplicate }).count()).toBe(2);
    // The toast says it too.
    await expect.poll(() => page.getByText(duplicate, { exact: true }).count()).toBeGreaterThanOrEqual(3);
    expect(await applications()).toEqual([]);
    await snapTop('recruitment-03-duplicate-rankings-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await snapTop('recruitment-04-form-phone');
    await form().getByLabel(/^Love/).selectOption('6');
    await form().getByText('If I am not chosen for this role').click();
    await form().getByRole('button', { name: 'Submit Application' }).click();

    await expect.poll(() => page.getByText('Application submitted successfully!', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recruitment');
    expect(await applications()).toEqual([
      {
        position: 'head_product_tech',
        application_type: 'team_lead',
        priority_ranking: { family: 1, love: 6, friends: 2, clubs: 3, thriftz: 4, extracurriculars: 5 },
      },
    ]);
    await snapTop('recruitment-05-submitted-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('the admin finds the application in the Recruitment list', async () => {
    await logInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Recruitment' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/recruitment');
    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(NAME);
    await snapTop('recruitment-06-admin-list');
  });
});
