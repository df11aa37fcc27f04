import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAddresses } from '../support/addresses.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewIp = newAddresses();

const MISSING = 'Please fill in all required fields.';
const BAD_EMAIL = 'Please enter a valid email address.';
const SENT = "Message sent! We'll get back to you soon. 🎉";

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ananya Rao',
  email: 'ananya@gmail.com',
  subject: 'Cannot upload pictures',
  message: 'The upload spinner never stops on my phone. Could you take a look?',
  ...overrides,
});
const submit = (body: Record<string, unknown>, ip = fromNewIp()) =>
  t.request().post('/api/contact/submit').set('X-Forwarded-For', ip).send(body);
const submissionCount = async () => Number((await t.db('contactSubmissions').count({ n: '*' }))[0]!.n);

describe('POST /api/contact/submit', () => {
  it("stores the message with status new and answers the spec's success text", async () => {
    const res = await submit(form({ name: '  Ananya Rao ', message: '  The upload spinner never stops on my phone. Could you take a look?\n' })).expect(201);
    expect(res.body).toEqual({ success: true, message: SENT });
    const row = await t.db('contactSubmissions').where({ email: 'ananya@gmail.com' }).first();
    expect(row).toMatchObject({
      name: 'Ananya Rao',
      email: 'ananya@gmail.com',
      subject: 'Cannot upload pictures',
      message: 'The upload spinner never stops on my phone. Could you take a look?',
      status: 'new',
      priority: 'medium',
      adminNotes: '',
      repliedAt: null,
      repliedBy: null,
    });
    expect(row.submittedAt).toBeInstanceOf(Date);
  });

  it('takes the subject as optional', async () => {
    await submit(form({ subject: undefined, email: 'no-subject@campus.edu' })).expect(201);
    await submit(form({ subject: '', email: 'empty-subject@campus.edu' })).expect(201);
    const rows = await t.db('contactSubmissions').whereIn('email', ['no-subject@campus.edu', 'empty-subject@campus.edu']);
    expect(rows.map((r) => r.subject)).toEqual(['', '']);
  });

  it(`answers '${MISSING}' when a name, e-mail or message is missing or blank`, async () => {
    const before = await submissionCount();
    for (const overrides of [
      { name: undefined },
      { name: '   ' },
      { email: undefined },
      { email: '' },
      { message: undefined },
      { message: ' \n ' },
      { name: '', email: '', message: '', subject: '' },
    ]) {
      const res = await submit(form(overrides)).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body, JSON.stringify(overrides)).toMatchObject({ status: 400, detail: MISSING, code: 'missing-fields' });
    }
    const all = await submit({}).expect(400);
    expect(all.body.errors.map((e: { path: string }) => e.path)).toEqual(['/body/name', '/body/email', '/body/message']);
    expect(await submissionCount()).toBe(before);
  });

  it(`answers '${BAD_EMAIL}' for an address without the simple pattern`, async () => {
    const before = await submissionCount();
    for (const email of ['ananya', 'ananya@gmail', 'ana nya@gmail.com', '@gmail.com', 'ananya@.com x']) {
      const res = await submit(form({ email })).expect(400);
      expect(res.body, email).toMatchObject({ detail: BAD_EMAIL, code: 'invalid-email' });
    }
    expect(await submissionCount()).toBe(before);
  });

  it('refuses what is too long or not part of the form', async () => {
    await submit(form({ message: 'x'.repeat(5001) })).expect(400);
    await submit(form({ name: 'x'.repeat(101) })).expect(400);
    await submit(form({ phone: '123' })).expect(400);
  });

  it("limits messages per IP address: the 11th in an hour gets 429 'Too many attempts. Try again later.'", async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 10; i += 1) await submit(form(), ip).expect(201);
    const res = await submit(form(), ip).expect(429);
    expect(res.body).toMatchObject({ detail: 'Too many attempts. Try again later.', code: 'rate-limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await submit(form()).expect(201);
  });
});
