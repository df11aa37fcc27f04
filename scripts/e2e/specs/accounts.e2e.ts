import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../lib/local-server.js';
import { accessibilityViolations } from '../axe.js';
import { latestMail, launchBrowser, linkPath, snap } from '../browser.js';
import { freshSignUpBudget } from '../students.js';
import { thisServer } from '../this-server.js';

/**
 * A new student's first visit, walked the way a person would: sign up, verify, log in, edit the
 * profile, log out, mistype the password; then an admin promotes them, and a student is turned
 * away from the back office.
 */
let browser: BrowserContext;
let page: Page;
const newcomer = { fullName: 'Meera Nair', email: `meera.${Date.now()}@campus.edu`, password: 'meera-secret' };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

async function isAdminInDb(email: string) {
  const { rows } = await sql(thisServer().databaseUrl, 'SELECT is_admin FROM users WHERE email = $1', [email]);
  return rows[0]?.is_admin as boolean | undefined;
}

const loginForm = () => page.getByRole('form', { name: 'Log in' });
const signUpForm = () => page.getByRole('form', { name: 'Sign up' });

async function logIn(email: string, password: string) {
  await loginForm().getByLabel('Email').fill(email);
  await loginForm().getByLabel(/^Password/).fill(password);
  await loginForm().getByRole('button', { name: 'Log in' }).click();
}

async function logOut() {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByRole('link', { name: /Login \/ Sign Up/ }).first().isVisible()).toBe(true);
}

describe('a new student', () => {
  it('sees the home page with its static sections', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByText('1,000+').first().isVisible()).toBe(true);
    await snap(page, '01-home');
  });

  it('cannot sign up with an address outside the campus', async () => {
    await freshSignUpBudget();
    await page.goto('/login?mode=signup');
    await signUpForm().getByLabel('Full name').fill(newcomer.fullName);
    await signUpForm().getByLabel('Email').fill('meera@gmail.com');
    await signUpForm().getByLabel(/^Password/).fill(newcomer.password);
    await signUpForm().getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'campus' }).first().textContent()).toContain('@campus.edu');
    await snap(page, '02-sign-up-refused');
  });

  it('signs up with a campus address and is asked to verify it', async () => {
    await signUpForm().getByLabel('Email').fill(newcomer.email);
    await signUpForm().getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'verification link' }).first().textContent()).toContain(newcomer.email);
    await snap(page, '03-sign-up-done');
  });

  it('opens the verification link from the e-mail and lands signed in, welcomed (not welcomed back)', async () => {
    const mail = await latestMail(newcomer.email, 'verify-email');
    await page.goto(linkPath(mail.textBody));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByText('Welcome, Meera!').isVisible()).toBe(true);
    // The account menu's code loads once someone is signed in.
    await expect.poll(() => page.getByRole('button', { name: /^Account menu for/ }).isVisible()).toBe(true);
    await snap(page, '04-email-verified');
    // The link works once: opened again, it says so.
    await page.goto(linkPath(mail.textBody));
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This verification link is invalid or has expired.' }).count()).toBe(1);
  });

  it('is sent to log in when opening the profile, and comes back to it afterwards, welcomed back', async () => {
    await logOut();
    await page.goto('/profile');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile');
    await snap(page, '05-login');
    await logIn(newcomer.email, newcomer.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await expect.poll(() => page.getByText('Welcome back, Meera!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('form', { name: 'Edit profile' }).getByLabel('Full name').inputValue()).toBe(newcomer.fullName);
  });

  it('edits the profile, and the change is kept', async () => {
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Full name').fill('Meera K. Nair');
    await form.getByLabel('Phone').fill('+91 98450 12345');
    await form.getByLabel('Bio').fill('Third-year architecture. Selling drafting tools.');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully!').isVisible()).toBe(true);
    await snap(page, '06-profile-saved');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => page.getByRole('form', { name: 'Edit profile' }).getByLabel('Phone').inputValue()).toBe('+91 98450 12345');
    expect(await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Full name').inputValue()).toBe('Meera K. Nair');
  });

  it('sees the free plan on the subscription tab', async () => {
    await page.getByRole('tab', { name: /Subscription/ }).click();
    // In the tab's panel: the header's plan pill shows only on the widest screens.
    await expect.poll(() => page.getByRole('tabpanel').getByText('Free Plan').first().isVisible()).toBe(true);
    await snap(page, '07-subscription-tab');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('logs out, then a wrong password gets the spec message', async () => {
    await logOut();
    await page.goto('/login');
    await logIn(newcomer.email, 'not-my-password');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Incorrect password. Try again.' }).count()).toBe(1);
    await snap(page, '08-wrong-password');
  });
});

describe('the back office', () => {
  it('lets an admin promote the new student', async () => {
    await page.goto('/login?returnTo=%2Fadmin%2F');
    await logIn('admin@campus.edu', 'admin123');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/');
    // The back office opens on its dashboard; users are one click away in the sidebar.
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    // The list has loaded (students' rows, not the loading placeholders) before the search
    // narrows it. Which students the first page holds depends on what earlier specs signed up
    // (newest first, 25 a page), so no particular one is expected there. The first visit loads
    // the whole back office cold, which can take longer than a page of the student app.
    await expect.poll(() => new URL(page.url()).hash, { timeout: 20_000 }).toBe('#/users');
    const studentRows = page.getByRole('row').filter({ hasText: '@campus.edu' });
    await expect.poll(() => studentRows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const search = page.getByRole('textbox', { name: 'Search users by name or email' });
    // The newcomer's own address, in capitals: the demo has another Meera.
    await search.fill(newcomer.email.replace(/@.*/, '').toUpperCase());
    // The search narrows the list to the newcomer alone (in any letter case).
    const row = page.getByRole('row').filter({ hasText: newcomer.email });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => studentRows.count()).toBe(1);
    await row.getByRole('button', { name: 'Promote Meera K. Nair' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Demote Meera K. Nair' }).isVisible()).toBe(true);
    expect(await isAdminInDb(newcomer.email)).toBe(true);
    await snap(page, '09-admin-users');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/');
    await logOut();
  });

  it('turns a student away and sends them home', async () => {
    // Starts signed out whatever the test before it left behind.
    await browser.clearCookies();
    await page.goto('/login');
    await logIn('student@campus.edu', 'student123');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/admin/');
    await expect.poll(() => page.getByText('Access denied. Admin privileges required.').isVisible()).toBe(true);
    await snap(page, '10-admin-denied');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
  });
});
