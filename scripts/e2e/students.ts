import type { Page } from 'playwright-core';

import { sql } from '../lib/local-server.js';
import { latestMail } from './browser.js';
import { thisServer } from './this-server.js';

export type Student = { fullName: string; email: string; password: string };

/**
 * The specs sign up more students than one address may in an hour (10): each sign-up starts from
 * a fresh budget. The limit itself is the API tests' business (api/test/auth).
 */
export async function freshSignUpBudget() {
  await sql(thisServer().databaseUrl, "DELETE FROM rate_limits WHERE key LIKE 'signup:%'");
}

/**
 * A verified student made through the public API (sign up, then the token from the e-mail), for
 * flows that are about what comes after signing up; accounts.e2e.ts walks sign-up in the browser.
 */
export async function newStudent(fullName: string): Promise<Student> {
  const slug = fullName.toLowerCase().replace(/[^a-z]+/g, '.');
  const student = { fullName, email: `${slug}.${Date.now()}@campus.edu`, password: `${slug}-secret` };
  const baseUrl = thisServer().baseUrl;
  await freshSignUpBudget();
  const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(student),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const token = /token=([\w-]+)/.exec((await latestMail(student.email, 'verify-email')).textBody)?.[1];
  const verify = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!verify.ok) throw new Error(`verification answered ${verify.status}`);
  return student;
}

/** Logs in through the login page, as a person does, and waits for the signed-in header. */
export async function logIn(page: Page, { email, password }: Student) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
  // The header shows the account as soon as the session is stored, before the login page has
  // moved on: a menu opened in between is closed by that navigation.
  await page.waitForFunction(() => location.pathname !== '/login');
}

/**
 * Creates a sell listing through the API the pages use, signed in as the page's student, with a
 * picture drawn in the page: `fields` go over a complete listing. Answers the status and the
 * problem's `detail`, if any.
 */
export function listThroughPage(page: Page, fields: Record<string, unknown>): Promise<{ status: number; detail?: string }> {
  return page.evaluate(async (fields) => {
    const canvas = new OffscreenCanvas(64, 64);
    canvas.getContext('2d')!.fillRect(0, 0, 64, 64);
    const body = new FormData();
    body.append('image', await canvas.convertToBlob({ type: 'image/png' }), 'p.png');
    const image = (await (await fetch('/api/images', { method: 'POST', body })).json()) as { _id: string };
    const response = await fetch('/api/listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        listingType: 'sell',
        title: 'A listing made by a spec',
        category: 'other',
        condition: 'good',
        description: 'A listing the end-to-end specs make through the API the pages use.',
        price: 100,
        productAge: { years: 0, months: 6 },
        imageIds: [image._id],
        ...fields,
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as { detail?: string };
    return { status: response.status, detail: answer.detail };
  }, fields);
}
