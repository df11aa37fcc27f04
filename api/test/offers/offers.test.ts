// Making an offer and answering it: who may, in which state, what the other side is told, and
// what the listing shows while an accepted offer reserves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, market, outboxTo, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('making an offer', () => {
  it('lands in the chat with the seller as an offer card and tells the seller (notification and e-mail)', async () => {
    const m = await market(t);
    const res = await m.offer(m.buyer, 450).expect(201);
    expect(res.body).toMatchObject({
      listingId: m.listing.id,
      buyerId: m.buyer.user.id,
      sellerId: m.seller.user.id,
      listingTitle: 'Desk lamp',
      askingPrice: 600,
      amount: 450,
      counterAmount: null,
      price: 450,
      status: 'open',
      reservedUntil: null,
    });
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const { conversationId } = res.body;
    const messages = await m.seller.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(messages.body).toHaveLength(1);
    expect(messages.body[0]).toMatchObject({ type: 'offer', offerId: res.body._id, message: 'Offered ₹450', senderId: m.buyer.user.id });
    const inbox = await m.seller.agent.get(`/api/users/${m.seller.user.id}/conversations`).expect(200);
    expect(inbox.body[0]).toMatchObject({ conversationId, lastMessage: 'Offered ₹450' });

    expect(await alertsOf(t, m.seller.user.id)).toEqual([
      expect.objectContaining({
        title: 'New offer on Desk lamp',
        body: 'Bala Buyer offered ₹450 for “Desk lamp” (your price: ₹600). Accept, decline or counter it within 48 hours.',
        link: `/chat/${m.listing.id}/${conversationId}`,
      }),
    ]);
    const mails = await outboxTo(t, m.seller.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New offer on Desk lamp');
    expect(mails[0]!.textBody).toContain(`http://localhost:3000/chat/${m.listing.id}/${conversationId}`);

    // Both see it in the conversation's and the listing's offers; a stranger sees none.
    for (const who of [m.buyer, m.seller]) {
      const page = await who.agent.get('/api/offers').query({ conversationId }).expect(200);
      expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(page.body.items[0]._id).toBe(res.body._id);
    }
    const strangers = await m.rival.agent.get('/api/offers').query({ listingId: m.listing.id }).expect(200);
    expect(strangers.body).toMatchObject({ items: [], total: 0 });
  });

  it('uses the chat the buyer already has with the seller', async () => {
    const m = await market(t);
    const chat = await m.buyer.agent.post('/api/create-conversation').send({ participants: [m.buyer.user.id, m.seller.user.id], productId: m.listing.id }).expect(201);
    const res = await m.offer(m.buyer, 500).expect(201);
    expect(res.body.conversationId).toBe(chat.body.conversationId);
  });

  it('refuses a price that is not whole rupees from ₹1 to the asking price, with the message under the field', async () => {
    const m = await market(t);
    for (const [amount, message] of [
      [0, 'Enter your offer in whole rupees, at least ₹1.'],
      [-5, 'Enter your offer in whole rupees, at least ₹1.'],
      [99.5, 'Enter your offer in whole rupees, at least ₹1.'],
      [601, 'Your offer cannot be more than the asking price (₹600).'],
    ] as const) {
      const res = await m.offer(m.buyer, amount).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ detail: message, code: 'invalid-amount', errors: [{ path: '/body/amount', message }] });
    }
    await m.buyer.agent.post('/api/offers').send({ listingId: m.listing.id }).expect(400);
    await m.buyer.agent.post('/api/offers').send({ listingId: 'not-an-id', amount: 5 }).expect(400);
    await m.buyer.agent.post('/api/offers').send({ listingId: m.listing.id, amount: 5, status: 'accepted' }).expect(400);
    expect(await t.db('offers').where({ listingId: m.listing.id })).toEqual([]);
  });

  it('takes offers only on others’ sale listings that are for sale now', async () => {
    const m = await market(t);
    const lend = await insertListing(t.db, m.seller.user.id, { listingType: 'lend' });
    const sold = await insertListing(t.db, m.seller.user.id, { isAvailable: false });
    const expired = await insertListing(t.db, m.seller.user.id, { expiresAt: new Date(Date.now() - 1000) });
    const anonymous = await insertListing(t.db, m.seller.user.id, { isAnonymous: true });
    const hidden = await insertListing(t.db, m.seller.user.id);
    await t.db('listings').where({ id: hidden.id }).update({ hiddenAt: new Date(), hiddenReason: 'Spam', isAvailable: false });

    expect((await m.offer(m.seller, 500).expect(403)).body).toMatchObject({ code: 'own-listing', detail: 'You cannot make an offer on your own listing.' });
    expect((await m.offer(m.buyer, 40, lend.id).expect(409)).body).toMatchObject({ code: 'not-for-sale', detail: 'Only items for sale take offers.' });
    expect((await m.offer(m.buyer, 50, sold.id).expect(409)).body).toMatchObject({ code: 'sold', detail: 'This item has been sold.' });
    expect((await m.offer(m.buyer, 50, expired.id).expect(404)).body).toMatchObject({ detail: 'Product not found' });
    expect((await m.offer(m.buyer, 50, hidden.id).expect(404)).body).toMatchObject({ detail: 'Product not found' });
    expect((await m.offer(m.buyer, 50, '00000000-0000-4000-8000-000000000000').expect(404)).body).toMatchObject({ detail: 'Product not found' });
    expect((await m.offer(m.buyer, 50, anonymous.id).expect(403)).body).toMatchObject({ code: 'anonymous-item' });
  });

  it('keeps one waiting offer per buyer and listing, and takes a new one once it is answered or expired', async () => {
    const m = await market(t);
    const first = await m.offer(m.buyer, 400).expect(201);
    expect((await m.offer(m.buyer, 420).expect(409)).body).toMatchObject({ code: 'offer-waiting', detail: 'You already have an offer waiting on this item.' });
    // Another buyer may offer meanwhile.
    await m.offer(m.rival, 410).expect(201);

    await t.db('offers').where({ id: first.body._id }).update({ expiresAt: new Date(Date.now() - 1000) });
    const read = await m.buyer.agent.get('/api/offers').query({ listingId: m.listing.id }).expect(200);
    expect(read.body.items.map((o: { status: string }) => o.status)).toEqual(['expired']);
    await m.seller.agent.post(`/api/offers/${first.body._id}/accept`).expect(409);
    await m.offer(m.buyer, 430).expect(201);
  });

  it('answers 401 to a visitor and lets a suspended student read but not offer', async () => {
    const m = await market(t);
    const visitor = await t.request().post('/api/offers').send({ listingId: m.listing.id, amount: 400 }).expect(401);
    expect(visitor.headers['content-type']).toContain('application/problem+json');
    await t.request().get('/api/offers').query({ listingId: m.listing.id }).expect(401);
    await t.request().post('/api/offers/00000000-0000-4000-8000-000000000000/accept').expect(401);

    await t.db('userSuspensions').insert({ userId: m.buyer.user.id, reason: 'Spam', endsAt: new Date(Date.now() + 86_400_000), createdByName: 'Asha Admin' });
    await m.offer(m.buyer, 400).expect(403);
    await m.buyer.agent.get('/api/offers').query({ listingId: m.listing.id }).expect(200);
  });

  it('asks for exactly one of conversationId and listingId', async () => {
    const m = await market(t);
    expect((await m.buyer.agent.get('/api/offers').expect(400)).body.detail).toBe('Give either conversationId or listingId.');
    await m.buyer.agent.get('/api/offers').query({ listingId: m.listing.id, conversationId: m.listing.id }).expect(400);
  });
});

describe('answering an offer', () => {
  it('lets the seller counter, the buyer accept the counter, and reserves the listing for the buyer for 48 hours', async () => {
    const m = await market(t);
    const made = (await m.offer(m.buyer, 450).expect(201)).body;

    expect((await m.seller.agent.post(`/api/offers/${made._id}/counter`).send({ amount: 450 }).expect(400)).body.errors).toEqual([
      { path: '/body/amount', message: 'Your counter must be more than the buyer’s offer (₹450).' },
    ]);
    expect((await m.seller.agent.post(`/api/offers/${made._id}/counter`).send({ amount: 700 }).expect(400)).body.detail).toBe(
      'Your counter cannot be more than your asking price (₹600).',
    );
    expect((await m.buyer.agent.post(`/api/offers/${made._id}/counter`).send({ amount: 500 }).expect(403)).body.code).toBe('not-your-turn');
    // The buyer cannot accept their own offer.
    expect((await m.buyer.agent.post(`/api/offers/${made._id}/accept`).expect(403)).body.code).toBe('not-your-turn');

    const countered = (await m.seller.agent.post(`/api/offers/${made._id}/counter`).send({ amount: 520 }).expect(200)).body;
    expect(countered).toMatchObject({ status: 'countered', amount: 450, counterAmount: 520, price: 520 });
    expect((await alertsOf(t, m.buyer.user.id)).at(-1)).toMatchObject({
      title: 'Counter-offer on Desk lamp',
      body: 'Sita Seller answered your offer of ₹450 for “Desk lamp” with ₹520. Accept or decline it within 48 hours.',
    });
    // Now it is the buyer's turn: the seller cannot accept their own counter.
    await m.seller.agent.post(`/api/offers/${made._id}/accept`).expect(403);

    const accepted = (await m.buyer.agent.post(`/api/offers/${made._id}/accept`).expect(200)).body;
    expect(accepted).toMatchObject({ status: 'accepted', price: 520 });
    const hours = (Date.parse(accepted.reservedUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect((await alertsOf(t, m.seller.user.id)).at(-1)).toMatchObject({ title: 'Counter-offer accepted: Desk lamp' });
    expect((await outboxTo(t, m.seller.user.email)).map((mail) => mail.subject)).toEqual(['New offer on Desk lamp', 'Counter-offer accepted: Desk lamp']);

    const thread = await m.buyer.agent.get(`/api/conversations/${made.conversationId}/messages`).expect(200);
    expect(thread.body.map((msg: { message: string; type: string }) => [msg.type, msg.message])).toEqual([
      ['offer', 'Offered ₹450'],
      ['offer', 'Countered with ₹520'],
      ['offer', 'Accepted the counter-offer of ₹520'],
    ]);

    // Others see Reserved on the page and the cards, and cannot offer; the buyer sees it is theirs.
    const forRival = (await m.rival.agent.get(`/api/listings/${m.listing.id}`).expect(200)).body;
    expect(forRival).toMatchObject({ isReserved: true, reservedForYou: false, reservedUntil: accepted.reservedUntil });
    expect((await m.buyer.agent.get(`/api/listings/${m.listing.id}`).expect(200)).body).toMatchObject({ isReserved: true, reservedForYou: true });
    const cards = await t.request().get('/api/listings').query({ type: 'sell', q: 'Desk lamp' }).expect(200);
    expect(cards.body.items.find((c: { _id: string }) => c._id === m.listing.id)).toMatchObject({ isReserved: true });
    expect((await m.offer(m.rival, 590).expect(409)).body).toMatchObject({ code: 'reserved', detail: 'This item is reserved for another buyer.' });
    // Nor can they start a chat to buy it; the buyer's own chat stays open.
    const rivalChat = await m.rival.agent.post('/api/create-conversation').send({ participants: [m.rival.user.id, m.seller.user.id], productId: m.listing.id }).expect(409);
    expect(rivalChat.body).toMatchObject({ code: 'reserved', detail: 'This item is reserved for another buyer.' });
    await m.buyer.agent.post('/api/create-conversation').send({ participants: [m.buyer.user.id, m.seller.user.id], productId: m.listing.id }).expect(200);

    // Once the reservation lapses, the listing is for everyone again.
    await t.db('listings').where({ id: m.listing.id }).update({ reservedUntil: new Date(Date.now() - 1000) });
    expect((await m.rival.agent.get(`/api/listings/${m.listing.id}`).expect(200)).body).toMatchObject({ isReserved: false, reservedUntil: null });
    await m.offer(m.rival, 590).expect(201);
  });

  it('lets the seller decline, the buyer withdraw, and the seller release a reservation early', async () => {
    const m = await market(t);
    const declined = (await m.offer(m.buyer, 300).expect(201)).body;
    expect((await m.seller.agent.post(`/api/offers/${declined._id}/decline`).expect(200)).body.status).toBe('declined');
    expect((await alertsOf(t, m.buyer.user.id)).at(-1)).toMatchObject({ title: 'Offer declined: Desk lamp', body: 'Sita Seller declined your offer of ₹300 for “Desk lamp”.' });
    // A closed offer cannot be answered again.
    expect((await m.seller.agent.post(`/api/offers/${declined._id}/accept`).expect(409)).body).toMatchObject({ code: 'offer-closed' });

    const withdrawn = (await m.offer(m.buyer, 350).expect(201)).body;
    expect((await m.seller.agent.post(`/api/offers/${withdrawn._id}/withdraw`).expect(403)).body.detail).toBe('Only the buyer can withdraw an offer.');
    expect((await m.buyer.agent.post(`/api/offers/${withdrawn._id}/withdraw`).expect(200)).body.status).toBe('withdrawn');
    expect((await alertsOf(t, m.seller.user.id)).at(-1)).toMatchObject({ title: 'Offer withdrawn: Desk lamp' });

    const accepted = (await m.offer(m.buyer, 550).expect(201)).body;
    await m.seller.agent.post(`/api/offers/${accepted._id}/accept`).expect(200);
    expect((await alertsOf(t, m.buyer.user.id)).at(-1)).toMatchObject({
      title: 'Offer accepted: Desk lamp',
      body: 'Sita Seller accepted your offer of ₹550 for “Desk lamp”. It is reserved for you for 48 hours: agree where to meet in the chat.',
    });
    expect((await m.buyer.agent.post(`/api/offers/${accepted._id}/release`).expect(403)).body.detail).toBe('Only the seller can release a reservation.');
    const released = (await m.seller.agent.post(`/api/offers/${accepted._id}/release`).expect(200)).body;
    expect(released.status).toBe('released');
    expect((await alertsOf(t, m.buyer.user.id)).at(-1)).toMatchObject({ title: 'Reservation ended: Desk lamp' });
    expect((await m.rival.agent.get(`/api/listings/${m.listing.id}`).expect(200)).body.isReserved).toBe(false);
    await m.seller.agent.post(`/api/offers/${accepted._id}/release`).expect(409);
  });

  it('answers 404 to a student who is neither buyer nor seller, as for no offer', async () => {
    const m = await market(t);
    const made = (await m.offer(m.buyer, 450).expect(201)).body;
    for (const action of ['accept', 'decline', 'withdraw', 'release']) {
      expect((await m.rival.agent.post(`/api/offers/${made._id}/${action}`).expect(404)).body.detail).toBe('Offer not found.');
    }
    await m.rival.agent.post(`/api/offers/${made._id}/counter`).send({ amount: 500 }).expect(404);
    await m.seller.agent.post('/api/offers/00000000-0000-4000-8000-000000000000/accept').expect(404);
    await m.seller.agent.post('/api/offers/nope/accept').expect(400);
    const stranger = await student(t, 'Stan Stranger');
    const page = await stranger.agent.get('/api/offers').query({ conversationId: made.conversationId }).expect(200);
    expect(page.body.total).toBe(0);
  });

  it('refuses to accept once the listing is sold', async () => {
    const m = await market(t);
    const made = (await m.offer(m.buyer, 450).expect(201)).body;
    await m.seller.agent.patch(`/api/listings/${m.listing.id}`).send({ isAvailable: false }).expect(200);
    expect((await m.seller.agent.post(`/api/offers/${made._id}/accept`).expect(409)).body.code).toBe('sold');
  });
});
