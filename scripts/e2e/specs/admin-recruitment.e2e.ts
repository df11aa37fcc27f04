import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { launchBrowser, logInAsAdmin, snap } from '../browser.js';
import { thisServer } from '../this-server.js';

/**
 * A new admin works through the Recruitment panel on the demo applications: reviews Ananya's
 * application up to selection with interview notes, tries Delete Selected with nothing selected,
 * then deletes two applications at once; at desktop and phone widths.
 */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const db = (text: string, params: unknown[] = []) => sql(thisServer().databaseUrl, text, params);
const applicationOf = async (name: string) =>
  (await db('SELECT status, interview_notes, status_updated_at FROM recruitment_applications WHERE full_name = $1', [name])).rows[0] as
    | { status: string; interview_notes: string; status_updated_at: Date | null }
    | undefined;
const toast = (text: string) => page.getByText(text, { exact: true });
const dialog = () => page.getByRole('dialog', { name: /Ananya Iyer/ });
const statCard = (label: string) => page.getByRole('region', { name: 'Statistics' }).locator('h3', { hasText: label }).locator('xpath=following-sibling::p[1]');

/** A screenshot once dialogs and toasts have finished fading in. */
async function snapSettled(name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await snap(page, name);
}

describe('the Recruitment panel', () => {
  it('shows the figures and every demo application', async () => {
    await logInAsAdmin(page);
    await page.getByRole('menuitem', { name: 'Recruitment' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/recruitment');
    await expect.poll(() => statCard('Total Applications').textContent()).toBe('9');
    expect(await statCard('Selected').textContent()).toBe('1');
    expect(await statCard('Under Review').textContent()).toBe('2');
    expect(await statCard('Rejected').textContent()).toBe('1');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'ananya.iyer@campus.edu' }).count()).toBe(1);
    await snap(page, 'admin-recruitment-01-list');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('filters by status', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Under Review' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: '@campus.edu' }).count()).toBe(2);
    expect(await page.getByRole('row').filter({ hasText: 'Sneha Kulkarni' }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: '@campus.edu' }).count()).toBe(9);
  });

  it('reviews, shortlists, schedules an interview with notes and selects an application', async () => {
    await page.getByRole('button', { name: 'View the application of Ananya Iyer' }).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    expect(await dialog().getByText('Web Developer Intern').first().isVisible()).toBe(true);
    expect(await dialog().getByText('Intern questions').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await snap(page, 'admin-recruitment-02-detail');

    await dialog().getByRole('button', { name: 'Review' }).click();
    await expect.poll(() => toast('Application under review').isVisible()).toBe(true);
    await expect.poll(async () => (await applicationOf('Ananya Iyer'))?.status).toBe('under_review');

    await dialog().getByRole('button', { name: 'Shortlist' }).click();
    await expect.poll(() => toast('Application shortlisted').isVisible()).toBe(true);
    await expect.poll(async () => (await applicationOf('Ananya Iyer'))?.status).toBe('shortlisted');

    await dialog().getByRole('textbox', { name: 'Interview notes', exact: true }).fill('Monday 11 am, innovation lab. Ask about the robotics dashboard.');
    await dialog().getByRole('button', { name: 'Schedule interview' }).click();
    await expect.poll(() => toast('Application interview scheduled').isVisible()).toBe(true);
    await expect.poll(async () => (await applicationOf('Ananya Iyer'))?.status).toBe('interview_scheduled');
    expect((await applicationOf('Ananya Iyer'))?.interview_notes).toBe('Monday 11 am, innovation lab. Ask about the robotics dashboard.');

    await dialog().getByRole('button', { name: 'Select' }).click();
    await expect.poll(() => toast('Application selected').isVisible()).toBe(true);
    const selected = await applicationOf('Ananya Iyer');
    expect(selected).toMatchObject({ status: 'selected', interview_notes: 'Monday 11 am, innovation lab. Ask about the robotics dashboard.' });
    expect(selected!.status_updated_at).not.toBeNull();
    expect(await dialog().getByText('This application is selected: its status can no longer change.').isVisible()).toBe(true);
    await snapSettled('admin-recruitment-03-selected');

    // The applicant heard at each step that matters, through the outbox (she is also a student,
    // who may get other mail from other specs).
    const mails = await db(
      "SELECT template FROM email_outbox WHERE to_address = 'ananya.iyer@campus.edu' AND template LIKE 'recruitment-%' ORDER BY created_at",
    );
    expect(mails.rows.map((r) => r.template)).toEqual(['recruitment-shortlisted', 'recruitment-interview-scheduled', 'recruitment-selected']);
    const audit = await db("SELECT count(*)::int AS n FROM audit_log WHERE action = 'recruitment.status' AND summary LIKE '%Ananya Iyer%'");
    expect(audit.rows[0].n).toBe(4);

    await dialog().getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => statCard('Selected').textContent()).toBe('2');
  });

  it('says so when Delete Selected is pressed with nothing selected', async () => {
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await expect.poll(() => toast('No applications selected for deletion').isVisible()).toBe(true);
    await snap(page, 'admin-recruitment-04-none-selected');
  });

  it('deletes two selected applications after a confirmation', async () => {
    for (const name of ['Karan Joshi', 'Ishita Bose']) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete applications' });
    await expect.poll(() => confirm.getByText('Are you sure you want to delete 2 application(s)? This action cannot be undone.').isVisible()).toBe(true);
    await snapSettled('admin-recruitment-05-confirm-bulk-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast('Successfully deleted 2 application(s)').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('row').filter({ hasText: '@campus.edu' }).count()).toBe(7);
    expect(await applicationOf('Karan Joshi')).toBeUndefined();
    expect(await applicationOf('Ishita Bose')).toBeUndefined();
    await expect.poll(() => statCard('Total Applications').textContent()).toBe('7');
  });

  it('works on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => statCard('Total Applications').textContent()).toBe('7');
    await snap(page, 'admin-recruitment-06-mobile-list');
    await page.getByRole('button', { name: 'View the application of Rohan Gupta' }).click();
    const rohan = page.getByRole('dialog', { name: /Rohan Gupta/ });
    await expect.poll(() => rohan.getByText('Team lead questions').isVisible()).toBe(true);
    await snapSettled('admin-recruitment-07-mobile-detail');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
