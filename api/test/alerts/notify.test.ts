// What notify keeps of what a producer hands it: only in-app links, text the contract can answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, sendAlert } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notify', () => {
  it('keeps only links to the app’s own pages', async () => {
    const user = await t.createUser();
    const links = ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/orders/with space', '/product/abc', '/'];
    for (const link of links) await sendAlert(t.db, user.id, { link });
    expect((await alertsOf(t.db, user.id)).map((a) => a.link)).toEqual([null, null, null, null, '/product/abc', '/']);
  });

  it('puts the title on one line, drops control characters and clips what is too long; the list answers it', async () => {
    const user = await t.createUser();
    await sendAlert(t.db, user.id, { title: 'Your listing\n"Lamp\u0007" was hidden', body: `Reason:\nspam\u0000 ${'x'.repeat(1200)}` });
    const [row] = await alertsOf(t.db, user.id);
    expect(row!.title).toBe('Your listing "Lamp " was hidden');
    expect(row!.body.startsWith('Reason:\nspam ')).toBe(true);
    expect(row!.body).toHaveLength(1000);
    expect(row!.body.endsWith('…')).toBe(true);
    const agent = await t.loginAs(user);
    // Response validation is on in the tests: the stored text passes the contract.
    expect((await agent.get('/api/alerts').expect(200)).body.items[0].title).toBe('Your listing "Lamp " was hidden');
  });
});
