import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { daysAgo, daysFromNow, insertListing, scratchDataDir } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
const ids: Record<string, string> = {};
const images: Record<string, string[]> = {};
let sellerId = '';
let sellerName = '';

/**
 * Sell: maths (oldest) < calc < table < headset (newest, boosted); an expired lamp and a sold
 * bicycle that must never show. Lend: camera, coat, projector; an expired drill.
 */
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const seller = await t.createUser({ fullName: 'Meera Nair' });
  sellerId = seller.id;
  sellerName = seller.fullName;
  const seed = async (key: string, s: Parameters<typeof insertListing>[2]) => {
    const row = await insertListing(t.db, seller.id, s);
    ids[key] = row.id;
    images[key] = row.imageIds;
  };
  await seed('maths', {
    title: 'Engineering Mathematics textbook',
    category: 'textbooks',
    condition: 'good',
    price: 450,
    tags: ['Maths', 'Semester 1'],
    createdAt: daysAgo(5),
    imageCount: 2,
  });
  await seed('calc', {
    title: 'Casio scientific calculator',
    description: 'Works perfectly, exam approved model with a new battery and cover.',
    category: 'electronics',
    condition: 'like-new',
    price: 900,
    tags: ['calculator'],
    createdAt: daysAgo(4),
  });
  await seed('table', { title: 'Study table', category: 'furniture', condition: 'fair', price: 2500, createdAt: daysAgo(3) });
  await seed('headset', { title: 'Gaming headset', category: 'gaming', condition: 'new', price: 1500, isBoosted: true, createdAt: daysAgo(2) });
  await seed('lamp', { title: 'Expired lamp', price: 100, createdAt: daysAgo(30), expiresAt: daysAgo(2) });
  await seed('bicycle', { title: 'Sold bicycle', price: 3000, isAvailable: false, createdAt: daysAgo(1) });

  await seed('camera', {
    title: 'DSLR camera',
    listingType: 'lend',
    category: 'electronics',
    rentalAmount: 300,
    rentalDuration: 'day',
    rentalDeposit: 2000,
    createdAt: daysAgo(3),
  });
  await seed('coat', { title: 'Lab coat', listingType: 'lend', category: 'lab-equipment', rentalAmount: 50, rentalDuration: 'week', createdAt: daysAgo(2) });
  await seed('projector', {
    title: 'Projector',
    listingType: 'lend',
    category: 'electronics',
    condition: 'like-new',
    rentalAmount: 800,
    rentalDuration: 'month',
    createdAt: daysAgo(1),
  });
  await seed('drill', { title: 'Old drill', listingType: 'lend', rentalAmount: 5000, createdAt: daysAgo(40), expiresAt: daysAgo(12) });

  // The second picture first: the card shows position 0.
  await t.db('images').where({ id: images.maths![0] }).update({ position: 1 });
  await t.db('images').where({ id: images.maths![1] }).update({ position: 0 });
});
afterAll(() => t.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);
const browse = (query: string) => t.request().get(`/api/listings?${query}`).expect(200);

describe('GET /api/listings', () => {
  it('shows visitors the available, unexpired sell listings, newest first, with their first picture', async () => {
    const res = await browse('type=sell');
    expect(titles(res.body)).toEqual(['Gaming headset', 'Study table', 'Casio scientific calculator', 'Engineering Mathematics textbook']);
    expect(res.body).toMatchObject({ total: 4, totalIsCapped: false, page: 1, pageSize: 24 });

    const maths = res.body.items[3];
    expect(maths).toEqual({
      _id: ids.maths,
      slug: expect.stringMatching(/^engineering-mathematics-textbook/),
      title: 'Engineering Mathematics textbook',
      listingType: 'sell',
      category: 'textbooks',
      condition: 'good',
      price: 450,
      rentalRate: null,
      image: {
        _id: images.maths![1],
        thumbUrl: `/api/images/${images.maths![1]}/thumb.webp`,
        cardUrl: `/api/images/${images.maths![1]}/card.webp`,
        mainUrl: `/api/images/${images.maths![1]}/main.webp`,
      },
      isBoosted: false,
      isAvailable: true,
      isReserved: false,
      seller: { _id: sellerId, uid: sellerId, fullName: sellerName, profileImage: null },
      createdAt: expect.any(String),
    });
    expect(res.body.items[0].image).toBeNull();
  });

  it('shows lend listings with their rental rates on the borrow page', async () => {
    const res = await browse('type=lend');
    expect(titles(res.body)).toEqual(['Projector', 'Lab coat', 'DSLR camera']);
    expect(res.body.items[2]).toMatchObject({ price: null, rentalRate: { amount: 300, duration: 'day', deposit: 2000 } });
    expect(res.body.items[1].rentalRate).toEqual({ amount: 50, duration: 'week' });
  });

  it('sorts oldest first, by price up and by price down', async () => {
    expect(titles((await browse('type=sell&sort=oldest')).body)).toEqual([
      'Engineering Mathematics textbook',
      'Casio scientific calculator',
      'Study table',
      'Gaming headset',
    ]);
    expect(titles((await browse('type=sell&sort=price-low')).body)).toEqual([
      'Engineering Mathematics textbook',
      'Casio scientific calculator',
      'Gaming headset',
      'Study table',
    ]);
    expect(titles((await browse('type=sell&sort=price-high')).body)).toEqual([
      'Study table',
      'Gaming headset',
      'Casio scientific calculator',
      'Engineering Mathematics textbook',
    ]);
    expect(titles((await browse('type=lend&sort=price-low')).body)).toEqual(['Lab coat', 'DSLR camera', 'Projector']);
  });

  it('narrows by categories, conditions and rental durations (repeated parameters)', async () => {
    expect(titles((await browse('type=sell&category=textbooks&category=furniture')).body)).toEqual([
      'Study table',
      'Engineering Mathematics textbook',
    ]);
    expect(titles((await browse('type=sell&category=electronics')).body)).toEqual(['Casio scientific calculator']);
    expect(titles((await browse('type=sell&condition=good')).body)).toEqual(['Engineering Mathematics textbook']);
    expect(titles((await browse('type=sell&condition=new&condition=like-new')).body)).toEqual([
      'Gaming headset',
      'Casio scientific calculator',
    ]);
    expect(titles((await browse('type=lend&duration=day&duration=month')).body)).toEqual(['Projector', 'DSLR camera']);
    expect(titles((await browse('type=lend&category=electronics&condition=like-new')).body)).toEqual(['Projector']);
  });

  it('narrows by price: the price of sell listings, the rental amount of lend listings', async () => {
    expect(titles((await browse('type=sell&minPrice=900&maxPrice=1500')).body)).toEqual(['Gaming headset', 'Casio scientific calculator']);
    expect(titles((await browse('type=sell&minPrice=2000')).body)).toEqual(['Study table']);
    expect(titles((await browse('type=sell&maxPrice=449.99')).body)).toEqual([]);
    expect(titles((await browse('type=lend&maxPrice=300')).body)).toEqual(['Lab coat', 'DSLR camera']);
  });

  it('searches title, description and tags in any letter case; every word must match', async () => {
    expect(titles((await browse('type=sell&q=MATHS')).body)).toEqual(['Engineering Mathematics textbook']);
    expect(titles((await browse('type=sell&q=semester')).body)).toEqual(['Engineering Mathematics textbook']);
    expect(titles((await browse('type=sell&q=exam%20approved')).body)).toEqual(['Casio scientific calculator']);
    expect(titles((await browse('type=sell&q=%20%20Approved%20%20BATTERY%20')).body)).toEqual(['Casio scientific calculator']);
    expect(titles((await browse('type=sell&q=calculator%20maths')).body)).toEqual([]);
    // As browsers encode a form (URLSearchParams): spaces as '+', other reserved characters escaped.
    expect(titles((await browse(`type=sell&${new URLSearchParams({ q: 'exam approved' })}`)).body)).toEqual(['Casio scientific calculator']);
    expect((await browse(`type=sell&${new URLSearchParams({ q: 'a+b & c/d?' })}`)).status).toBe(200);
    expect(titles((await browse('type=sell&q=study')).body)).toEqual(['Study table']);
    expect(titles((await browse('type=lend&q=camera')).body)).toEqual(['DSLR camera']);
    expect((await browse('type=sell&q=lamp')).body.total).toBe(0);
    expect((await browse('type=sell&q=bicycle')).body.total).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(titles((await browse('type=sell&q=%25')).body)).toEqual([]);
    expect(titles((await browse('type=sell&q=_')).body)).toEqual([]);
    expect(titles((await browse('type=sell&q=s%25y')).body)).toEqual([]);
  });

  it('pages through the results', async () => {
    const second = await browse('type=sell&pageSize=3&page=2');
    expect(titles(second.body)).toEqual(['Engineering Mathematics textbook']);
    expect(second.body).toMatchObject({ total: 4, totalIsCapped: false, page: 2, pageSize: 3 });
    expect(titles((await browse('type=sell&pageSize=3&page=3')).body)).toEqual([]);
  });

  it('combines filters', async () => {
    const res = await browse('type=sell&q=e&category=electronics&category=gaming&maxPrice=1000&sort=price-high');
    expect(titles(res.body)).toEqual(['Casio scientific calculator']);
    expect(res.body.total).toBe(1);
  });

  it('rejects a missing type and values the contract does not know', async () => {
    for (const query of ['', 'type=borrow', 'type=sell&sort=cheapest', 'type=sell&pageSize=101', 'type=sell&page=0', 'type=sell&minPrice=-1', 'type=sell&category=books', 'type=sell&colour=red']) {
      const res = await t.request().get(`/api/listings?${query}`).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('shows a signed-in student the same', async () => {
    const agent = await t.loginAs(await t.createUser());
    const res = await agent.get('/api/listings?type=sell').expect(200);
    expect(res.body.total).toBe(4);
  });
});

describe('GET /api/listings/hot-deals', () => {
  it('shows up to 3 available sell listings: boosted first, then the newest', async () => {
    const res = await t.request().get('/api/listings/hot-deals').expect(200);
    expect(titles(res.body)).toEqual(['Gaming headset', 'Study table', 'Casio scientific calculator']);
  });

  it('puts an older boosted listing before newer ones', async () => {
    await t.db('listings').where({ id: ids.maths }).update({ isBoosted: true });
    const res = await t.request().get('/api/listings/hot-deals').expect(200);
    expect(titles(res.body)).toEqual(['Gaming headset', 'Engineering Mathematics textbook', 'Study table']);
    await t.db('listings').where({ id: ids.maths }).update({ isBoosted: false });
  });

  it('puts the latest boost first among boosted listings', async () => {
    await t.db('listings').where({ id: ids.maths }).update({ isBoosted: true, boostedAt: new Date() });
    await t.db('listings').where({ id: ids.headset }).update({ boostedAt: new Date(Date.now() - 60_000) });
    const res = await t.request().get('/api/listings/hot-deals').expect(200);
    expect(titles(res.body)).toEqual(['Engineering Mathematics textbook', 'Gaming headset', 'Study table']);
    await t.db('listings').where({ id: ids.maths }).update({ isBoosted: false, boostedAt: null });
    await t.db('listings').where({ id: ids.headset }).update({ boostedAt: null });
  });

  it('leads with a boosted lend listing too (it was paid to be there), but never an unboosted one', async () => {
    await t.db('listings').where({ id: ids.camera }).update({ isBoosted: true });
    const res = await t.request().get('/api/listings/hot-deals').expect(200);
    expect(titles(res.body)).toEqual(['Gaming headset', 'DSLR camera', 'Study table']);
    await t.db('listings').where({ id: ids.camera }).update({ isBoosted: false });
    expect(titles((await t.request().get('/api/listings/hot-deals').expect(200)).body)).not.toContain('DSLR camera');
  });
});

describe('GET /api/listings/price-bounds', () => {
  it('answers the highest price among browsable listings of the type (not sold or expired ones)', async () => {
    expect((await t.request().get('/api/listings/price-bounds?type=sell').expect(200)).body).toEqual({ max: 2500 });
    expect((await t.request().get('/api/listings/price-bounds?type=lend').expect(200)).body).toEqual({ max: 800 });
    await t.request().get('/api/listings/price-bounds').expect(400);
  });
});

describe('expiry', () => {
  it('drops a listing from every read the moment it expires', async () => {
    const seller = await t.createUser();
    const soon = await insertListing(t.db, seller.id, { title: 'Vanishing kettle', price: 99999, expiresAt: daysFromNow(1) });
    expect(titles((await browse('type=sell&q=kettle')).body)).toEqual(['Vanishing kettle']);
    expect((await t.request().get('/api/listings/price-bounds?type=sell')).body).toEqual({ max: 99999 });
    await t.db('listings').where({ id: soon.id }).update({ expiresAt: daysAgo(0.001) });
    expect(titles((await browse('type=sell&q=kettle')).body)).toEqual([]);
    expect((await t.request().get('/api/listings/price-bounds?type=sell')).body).toEqual({ max: 2500 });
  });
});

describe('the seller on a card', () => {
  it('names the seller of every card (never the phone) and hides the seller of an anonymous listing', async () => {
    const shy = await t.createUser({ fullName: 'Shy Seller' });
    await t.db('users').where({ id: shy.id }).update({ phone: '9876543210' });
    await insertListing(t.db, shy.id, { title: 'Anonymous hoverboard', price: 777, isAnonymous: true, anonymousName: 'Campus Ghost' });
    await insertListing(t.db, shy.id, { title: 'Named hoverboard', price: 778 });
    const cards = (await browse('type=sell&q=hoverboard')).body.items as { title: string; seller: unknown }[];
    expect(cards.map((c) => [c.title, c.seller])).toEqual([
      ['Named hoverboard', { _id: shy.id, uid: shy.id, fullName: 'Shy Seller', profileImage: null }],
      ['Anonymous hoverboard', null],
    ]);
    const deals = (await t.request().get('/api/listings/hot-deals').expect(200)).body.items as { seller: { fullName: string } | null }[];
    expect(deals.every((d) => d.seller === null || typeof d.seller.fullName === 'string')).toBe(true);
  });
});
