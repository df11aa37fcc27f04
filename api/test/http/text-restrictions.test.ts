/**
 * The contract restricts the text people write (issue 28, the OWASP rule that every string has a
 * format, pattern or enum): any character but the C0 and C1 controls; tab everywhere, line breaks
 * only in multi-line text. Every script and emoji still passes, and the refusal names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertImages, scratchDataDir, sellInput } from '../listings/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir() });
});
afterAll(() => t.close());

async function seller() {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

describe('text people write', () => {
  it('a control character in a listing title is refused with a message naming the field', async () => {
    const { user, agent } = await seller();
    const images = await insertImages(t.db, user.id, 1);
    for (const title of ['Drafter \u001b[31mkit', 'Drafter\u0007 kit', 'Drafter \u0085kit']) {
      const res = await agent.post('/api/listings').send(sellInput(images, { title })).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid-input', detail: 'title must not contain control characters or line breaks.' });
      expect(res.body.errors[0].path).toBe('/body/title');
    }
    // A title is one line; a description may have many, but no other control character.
    const broken = await agent.post('/api/listings').send(sellInput(images, { title: 'Drafter\nkit' })).expect(400);
    expect(broken.body.detail).toBe('title must not contain control characters or line breaks.');
    const description = await agent
      .post('/api/listings')
      .send(sellInput(images, { description: 'Barely used, one semester only.\u0008 Works well.' }))
      .expect(400);
    expect(description.body.detail).toBe('description must not contain control characters.');
    expect(await t.db('listings').where({ sellerId: user.id }).first()).toBeUndefined();
  });

  it('Devanagari, Tamil, emoji, tabs and line breaks in a description are accepted and read back as sent', async () => {
    const { user, agent } = await seller();
    const images = await insertImages(t.db, user.id, 1);
    const title = 'इंजीनियरिंग ड्रॉइंग किट 📐 வரைபடக் கருவி';
    const description = 'पहला साल, अच्छी हालत 👍🏽\nதமிழ்: நல்ல நிலை 🎉👩‍💻🇮🇳\r\n\tMeet at the library.';
    const created = await agent.post('/api/listings').send(sellInput(images, { title, description })).expect(201);
    expect(created.body).toMatchObject({ title, description });
    const read = await t.request().get(`/api/listings/${created.body._id}`).expect(200);
    expect(read.body).toMatchObject({ title, description });
  });

  it('a NUL character is still refused in its own words (storable-input.ts)', async () => {
    const { user, agent } = await seller();
    const images = await insertImages(t.db, user.id, 1);
    const res = await agent.post('/api/listings').send(sellInput(images, { title: 'Drafter\u0000kit' })).expect(400);
    expect(res.body.detail).toBe('title must not contain NUL characters (\\u0000).');
  });
});
