// A review can be reported; the moderators' queue shows it and hiding it takes it off the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, review, sold } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a reported review', () => {
  it('reaches the moderation queue, and hiding it removes it from the list and the average', async () => {
    const d = await sold(t);
    const written = (await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review(1, 'Total scammer, avoid!!') }).expect(201)).body;
    await d.seller.agent
      .post('/api/reports')
      .send({ itemType: 'review', itemId: written._id, reason: 'Harassment', description: 'This review is abusive and untrue.' })
      .expect(201);
    const admin = await t.createUser({ isAdmin: true });
    const adminAgent = await t.loginAs(admin);
    const queue = (await adminAgent.get('/api/admin/moderation/reports?itemType=review').expect(200)).body;
    const report = queue.items.find((r: { itemId: string }) => r.itemId === written._id);
    expect(report).toMatchObject({
      itemType: 'review',
      status: 'new',
      target: { exists: true, title: '1★: Total scammer, avoid!!', url: `/users/${d.seller.user.id}`, owner: expect.objectContaining({ id: d.buyer.user.id }) },
    });

    await adminAgent.post(`/api/admin/moderation/reports/${report._id}/hide-listing`).send({ reason: 'Abusive language' }).expect(200);
    const page = (await t.request().get(`/api/users/${d.seller.user.id}/reviews`).expect(200)).body;
    expect(page).toMatchObject({ summary: { average: null, count: 0 }, items: [], total: 0 });
    // Its writer is told; the reporter learns the outcome.
    expect((await alertsOf(t, d.buyer.user.id)).map((a) => a.title)).toContain('Your review was hidden');
    expect((await alertsOf(t, d.seller.user.id)).map((a) => a.title)).toContain('Your report was reviewed');
    // A hidden review cannot be reported again.
    await d.seller.agent.post('/api/reports').send({ itemType: 'review', itemId: written._id, reason: 'Other', description: 'again' }).expect(404);
  });

  it('an unknown review cannot be reported', async () => {
    const d = await sold(t);
    const res = await d.seller.agent
      .post('/api/reports')
      .send({ itemType: 'review', itemId: '00000000-0000-4000-8000-000000000000', reason: 'Other', description: 'Where is it?' })
      .expect(404);
    expect(res.body.detail).toBe('Review not found.');
  });
});
