import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundCancelledOrders } from '../../src/modules/payments/index.js';
import { seed } from '../../src/db/migrate.js';
import { pruneUnattachedImages } from '../../src/modules/images/index.js';
import { DEMO_PEOPLE_PASSWORD, DEMO_STORE_ENTRY_CODE, demoAccounts } from '../../../seeds/demo/index.js';
import { scratchDataDir } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The demo campus on a fresh database: what a newcomer sees after `npm start`. No other test
// depends on it (the test databases are seeded without it).
let t: TestApp;
const dataDir = scratchDataDir();
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  seeded = await seed(t.db, { demo: true, pictures: t.deps.pictures, storeCodeSecret: t.config.storePortal.codeSecret });
}, 120_000);
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const count = async (query: PromiseLike<{ n: number }[]>) => Number((await query)[0]!.n);
const categories = ['textbooks', 'lab-equipment', 'electronics', 'furniture', 'clothing', 'accessories', 'gaming', 'vehicles', 'art-collectibles', 'other'];

describe('the demo seed', () => {
  it('makes a campus of students with bios and avatars that are stored pictures', async () => {
    expect(seeded).toBe(true);
    const students = await t.db('users').where({ isAdmin: false }).select('id', 'fullName', 'bio', 'profileImage');
    expect(students.length).toBeGreaterThanOrEqual(10);
    for (const s of students) {
      expect(s.bio.length).toBeGreaterThan(20);
      const [, id] = /^\/api\/images\/([0-9a-f-]{36})\/main\.webp$/.exec(s.profileImage) ?? [];
      expect(await t.db('images').where({ id, avatarOf: s.id }).first()).toBeDefined();
      expect(fs.existsSync(path.join(dataDir, 'uploads', id!, 'main.webp'))).toBe(true);
    }
  });

  it('lists sixty things over every category, to sell and to lend, each with 1 to 4 stored pictures', async () => {
    const listings = await t.db('listings as l')
      .select('l.id', 'l.category', 'l.listingType', 'l.rentalDeposit', t.db.raw('(SELECT array_agg(i.id) FROM images i WHERE i.listing_id = l.id) AS image_ids'));
    expect(listings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(listings.map((l) => l.category))).toEqual(new Set(categories));
    expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['sell', 'lend']));
    expect(listings.some((l) => l.listingType === 'lend' && l.rentalDeposit > 0)).toBe(true);
    for (const l of listings) {
      expect(l.imageIds.length).toBeGreaterThanOrEqual(1);
      expect(l.imageIds.length).toBeLessThanOrEqual(4);
      for (const id of l.imageIds) {
        for (const variant of ['thumb', 'card', 'main']) expect(fs.existsSync(path.join(dataDir, 'uploads', id, `${variant}.webp`))).toBe(true);
      }
    }
  });

  it('posts fifteen requests and ten roommate posts, all made within the past month', async () => {
    expect(await count(t.db('requests').count({ n: '*' }))).toBe(15);
    expect(await count(t.db('roommatePosts').count({ n: '*' }))).toBe(10);
    const monthAgo = new Date(Date.now() - 31 * DAY);
    for (const table of ['listings', 'requests', 'roommatePosts']) {
      const { oldest, newest } = (await t.db(table).first(t.db.raw('min(created_at) AS oldest, max(created_at) AS newest'))) as { oldest: Date; newest: Date };
      expect(oldest.getTime()).toBeGreaterThan(monthAgo.getTime());
      expect(newest.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('names a campus place to meet on most posts, and leaves some open', async () => {
    for (const table of ['listings', 'requests', 'roommatePosts']) {
      const spots = ((await t.db(table).select('meetingSpot')) as { meetingSpot: string | null }[]).map((r) => r.meetingSpot);
      expect(spots.filter(Boolean).length).toBeGreaterThan(spots.length / 2);
      expect(spots).toContain(null);
    }
  });

  it('fills the home page Hot Deals with boosted listings that have pictures', async () => {
    const res = await t.request().get('/api/listings/hot-deals').expect(200);
    expect(res.body.items).toHaveLength(3);
    for (const item of res.body.items) {
      expect(item.isBoosted).toBe(true);
      expect(item.image).not.toBeNull();
    }
  });

  it('gives the demo student posts to manage, unread messages, a wishlist and a listing about to expire', async () => {
    const agent = await t.loginAs(demoAccounts.student);
    const { body: session } = await agent.get('/api/auth/session').expect(200);
    const uid = session.user.id as string;
    const mine = await agent.get('/api/listings/mine').expect(200);
    expect(mine.body.total).toBeGreaterThan(0);
    const soon = mine.body.items.filter((l: { expirationDate: string }) => new Date(l.expirationDate).getTime() - Date.now() < 3 * DAY);
    expect(soon.length).toBeGreaterThanOrEqual(1);
    expect((await agent.get('/api/requests/mine').expect(200)).body.total).toBeGreaterThan(0);
    expect((await agent.get('/api/roommates/mine').expect(200)).body.total).toBeGreaterThan(0);
    const unread = await agent.get(`/api/users/${uid}/unread-count`).expect(200);
    expect(unread.body.totalUnread).toBeGreaterThan(0);
    const wishlist = await agent.get('/api/wishlist').expect(200);
    expect(wishlist.body.productIds.length).toBeGreaterThan(0);
    expect(wishlist.body.requestIds.length).toBeGreaterThan(0);
  });

  it('has a subscriber with a history, purchased extras, and a live boost behind every boosted listing', async () => {
    const rahul = await t.loginAs({ email: 'rahul.verma@campus.edu', password: DEMO_PEOPLE_PASSWORD });
    const { body: session } = await rahul.get('/api/auth/session').expect(200);
    const { body: profile } = await rahul.get(`/api/subscription/${session.user.id}`).expect(200);
    expect(profile.planName).toBe('Mid Plan');
    expect(profile.currentSubscription.status).toBe('active');
    const { body: boosts } = await rahul.get('/api/boosts').expect(200);
    expect(boosts.items.filter((b: { boostType: string }) => b.boostType === 'paid_boost')).toHaveLength(2);

    const priya = await t.loginAs(demoAccounts.student);
    const { body: me } = await priya.get('/api/auth/session').expect(200);
    const { body: quota } = await priya.get(`/api/subscription/${me.user.id}`).expect(200);
    expect(quota).toMatchObject({ planName: 'Free Plan', extraListingsPurchased: 2, extraAdsPurchased: 1, adsAvailable: 1 });

    const boosted = await t.db('listings').where({ isBoosted: true, isAvailable: true }).select('id');
    const live = await t.db('boosts').where({ status: 'active' }).whereIn('listingId', boosted.map((l: { id: string }) => l.id));
    expect(live).toHaveLength(boosted.length);
    expect(live.every((b: { endTime: Date }) => b.endTime.getTime() > Date.now())).toBe(true);
  });

  it('has a paid order the store cancelled and a Pro payment made beside Mid, both refunded, as their buyers see them', async () => {
    const priya = await t.loginAs(demoAccounts.student);
    const { body: mine } = await priya.get('/api/orders/mine').expect(200);
    const refunded = (mine.items ?? mine).filter((o: { refundStatus: string | null }) => o.refundStatus === 'processed');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ status: 'cancelled', paymentType: 'prepaid' });
    expect(refunded[0].refundedAt).toEqual(expect.any(String));

    const rahul = await t.loginAs({ email: 'rahul.verma@campus.edu', password: DEMO_PEOPLE_PASSWORD });
    const { body: session } = await rahul.get('/api/auth/session').expect(200);
    const plan = await t.db('refunds as r').join('purchases as p', 'p.id', 'r.purchaseId').where('p.userId', session.user.id).first('p.id', 'r.reason');
    expect(plan).toMatchObject({ reason: 'plan_switching' });
    const { body: purchase } = await rahul.get(`/api/purchases/${plan.id}`).expect(200);
    expect(purchase.refunds).toMatchObject([{ reason: 'plan_switching', status: 'processed' }]);
    // Nothing is left for the reconciler to refund, again or for the first time.
    expect(await t.db('refunds').whereNot({ status: 'processed' })).toHaveLength(0);
    expect(await refundCancelledOrders(t.payments)).toBe(0);
  });

  it('opens three mini stores, one per themed colour scheme, with stored pictures, and the home carousel and promos', async () => {
    const { body: cards } = await t.request().get('/api/stores').expect(200);
    expect(cards.items.map((s: { slug: string }) => s.slug).sort()).toEqual(['campus-threads', 'gadget-garage', 'page-turners']);
    for (const card of cards.items) {
      expect(card.logo).not.toBeNull();
      expect(card.coverImage).not.toBeNull();
      expect(card.highlights.length).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(path.join(dataDir, 'uploads', card.logo._id, 'main.webp'))).toBe(true);
    }
    expect((await t.request().get('/api/stores?premium=true').expect(200)).body.total).toBe(2);
    const stores = await Promise.all(cards.items.map(async (c: { slug: string }) => (await t.request().get(`/api/stores/${c.slug}`).expect(200)).body));
    expect(stores.map((s) => s.designPreset.colorScheme).sort()).toEqual(['1', '2', 'default']);
    expect(stores.map((s) => [...s.paymentOptions].sort().join('+')).sort()).toEqual(['cod', 'cod+prepaid', 'prepaid']);
    expect(await count(t.db('stores').whereNull('entryCodeHash').count({ n: '*' }))).toBe(0);

    const { body: showcase } = await t.request().get('/api/stores/showcase').expect(200);
    expect(showcase.slides).toHaveLength(3);
    expect(showcase.slides[0].h1).toBe('Welcome to Mini Stores');
    expect(showcase.slides.every((s: { gradient: string }) => s.gradient.startsWith('linear-gradient'))).toBe(true);
    expect(showcase.promos).toHaveLength(3);
  });

  it('stocks every store with pictured products over and under 500, sizes, one out of stock, and six or more featured', async () => {
    const products = [];
    for (const slug of ['campus-threads', 'page-turners', 'gadget-garage']) {
      const { body } = await t.request().get(`/api/stores/${slug}/products?maxPrice=100000`).expect(200);
      expect(body.total).toBeGreaterThanOrEqual(6);
      products.push(...body.items);
    }
    expect(products.every((p: { images: unknown[] }) => p.images.length >= 1)).toBe(true);
    expect(products.some((p: { isHot: boolean }) => p.isHot)).toBe(true);
    expect(products.some((p: { isHot: boolean }) => !p.isHot)).toBe(true);
    expect(products.some((p: { stock: number }) => p.stock === 0)).toBe(true);
    const sized = products.filter((p: { hasSizes: boolean }) => p.hasSizes);
    expect(sized.length).toBeGreaterThan(0);
    for (const p of sized) expect(p.stock).toBe(p.sizes.reduce((n: number, s: { stock: number }) => n + s.stock, 0));
    const featured = (await t.request().get('/api/store-products/featured').expect(200)).body;
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(new Set(featured.map((p: { store: { slug: string } }) => p.store.slug)).size).toBe(3);
  });

  it("opens the demo student's store in the owner portal with the demo code, and she sees Add Product on it", async () => {
    const portal = await t.request().post('/api/store-portal/session').send({ entryCode: DEMO_STORE_ENTRY_CODE }).expect(201);
    expect(portal.body.store).toMatchObject({ slug: 'campus-threads', ownerDetails: { email: demoAccounts.student.email } });
    const priya = await t.loginAs(demoAccounts.student);
    expect((await priya.get('/api/stores/campus-threads').expect(200)).body.isOwner).toBe(true);
  });

  it("fills the back office's recent activity with admin and store actions of the past weeks, newest first", async () => {
    const admin = await t.loginAs(demoAccounts.admin);
    const feed = (await admin.get('/api/admin/activity').query({ pageSize: 10 }).expect(200)).body;
    expect(feed.total).toBeGreaterThanOrEqual(6);
    const kinds = new Set(feed.items.map((i: { actorKind: string }) => i.actorKind));
    expect([...kinds].sort()).toEqual(['admin', 'store']);
    const times = feed.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times.at(-1)!).toBeLessThan(30 * DAY);
    // A store's entry names a real order of that store, in the state the entry says.
    const shipped = feed.items.find((i: { summary: string }) => i.summary.endsWith('to shipped'));
    const order = await t.db('storeOrders').where({ id: shipped.targetId }).first();
    expect(order).toMatchObject({ status: 'shipped', storeName: shipped.actorName });
    expect(shipped.summary).toBe(`Set order ${order.orderNumber} to shipped`);
  });

  it('shows an ad with its picture in every position, and has a paused and a finished one', async () => {
    for (const position of ['homepage-hero', 'product-listing', 'sidebar', 'header', 'footer']) {
      const shown = (await t.request().get('/api/ads/active').query({ position }).expect(200)).body as { imageUrl: string }[];
      expect(shown.length, position).toBeGreaterThan(0);
      for (const ad of shown) {
        expect(fs.existsSync(path.join(import.meta.dirname, '../../../web/public', ad.imageUrl)), ad.imageUrl).toBe(true);
      }
    }
    const admin = await t.loginAs(demoAccounts.admin);
    const stats = (await admin.get('/api/ads/stats').expect(200)).body;
    expect(stats.totalAds - stats.activeAds).toBeGreaterThan(0);
    expect(await count(t.db('adContents').where('endDate', '<', new Date()).count({ n: '*' }))).toBeGreaterThan(0);
  });

  it('has contact-form messages in every status and priority, the answered ones signed by the admin', async () => {
    const admin = await t.loginAs(demoAccounts.admin);
    const stats = (await admin.get('/api/contact/stats').expect(200)).body;
    for (const key of ['new', 'in_progress', 'replied', 'resolved', 'closed', 'urgent', 'high']) expect(stats[key], key).toBeGreaterThan(0);
    const replied = (await admin.get('/api/contact/submissions').query({ status: 'replied' }).expect(200)).body.items;
    expect(replied[0]).toMatchObject({ repliedBy: demoAccounts.admin.fullName });
    expect(replied[0].repliedAt).not.toBeNull();
  });

  it('keeps every picture through the sweep of abandoned uploads, avatars included', async () => {
    const images = await count(t.db('images').count({ n: '*' }));
    await t.db('images').update({ createdAt: new Date(Date.now() - 2 * DAY) });
    expect(await pruneUnattachedImages(t.db, t.deps.pictures)).toBe(0);
    expect(await count(t.db('images').count({ n: '*' }))).toBe(images);
  });

  it('shows the Email Management panel an unsubscribed student and an outbox with sent, failed and held e-mails', async () => {
    const admin = await t.loginAs(demoAccounts.admin);
    const stats = (await admin.get('/api/email/stats').expect(200)).body;
    expect(stats.subscribers).toBe(stats.totalUsers - 1);
    const outbox = (await admin.get('/api/admin/email/outbox?pageSize=100').expect(200)).body.items as { status: string; lastError: string | null }[];
    expect(new Set(outbox.map((m) => m.status))).toEqual(new Set(['sent', 'failed', 'held']));
    expect(outbox.find((m) => m.status === 'failed')!.lastError).toContain('Mailbox unavailable');
  });

  it('adds nothing when run again', async () => {
    const tables = ['users', 'listings', 'requests', 'roommatePosts', 'images', 'conversations', 'messages', 'wishlistItems', 'purchases', 'boosts', 'userSubscriptions',
      'stores', 'storeProducts', 'storeSlides', 'storePromos', 'auditLog', 'adContents', 'contactSubmissions'];
    const before = await Promise.all(tables.map((table) => count(t.db(table).count({ n: '*' }))));
    expect(await seed(t.db, { demo: true, pictures: t.deps.pictures, storeCodeSecret: t.config.storePortal.codeSecret })).toBe(false);
    expect(await Promise.all(tables.map((table) => count(t.db(table).count({ n: '*' }))))).toEqual(before);
  });
});

describe('the demo finance ledger', () => {
  it('has about twenty transactions over the last three months in several categories, and the goals set', async () => {
    const rows = await t.db('financeTransactions').select('type', 'category', 'amount', t.db.raw(`to_char(date, 'YYYY-MM-DD') AS date`));
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['income', 'expense']));
    const oldest = new Date(Date.now() - 92 * DAY).toISOString().slice(0, 10);
    expect(rows.every((r) => r.date >= oldest)).toBe(true);
    const settings = await t.db('siteSettings').first();
    expect(settings).toMatchObject({ monthlyBudgetGoal: 25000, yearlyBudgetGoal: 300000, campusEmailDomains: t.config.campusDomains });
    const net = rows.reduce((sum, r) => sum + (r.type === 'income' ? r.amount : -r.amount), 0);
    expect(settings.totalBudget).toBeCloseTo(50000 + net, 2);
  });
});

describe('the demo site notifications', () => {
  it('show one on every page and one on the home page only; one is scheduled and one switched off', async () => {
    const titles = (res: { body: { title: string }[] }) => res.body.map((n) => n.title);
    const home = await t.request().get('/api/notifications/active').query({ page: 'home' }).expect(200);
    expect(titles(home)).toEqual(['End-of-semester sale', 'Welcome to Thriftz']);
    const other = await t.request().get('/api/notifications/active').query({ page: 'other' }).expect(200);
    expect(titles(other)).toEqual(['End-of-semester sale']);
    const all = await t.db('siteNotifications').select('title', 'isActive', 'startDate');
    expect(all).toHaveLength(4);
    expect(all.find((n) => n.title === 'Mini Stores fest')!.startDate.getTime()).toBeGreaterThan(Date.now());
    expect(all.find((n) => n.title === 'Scheduled maintenance')!.isActive).toBe(false);
  });
});

describe('the demo subscriptions', () => {
  it('give the Subscriptions panel one in each status', async () => {
    const statuses = await t.db('userSubscriptions').distinct('status').pluck('status');
    expect(statuses.sort()).toEqual(['active', 'cancelled', 'expired', 'pending']);
    // Four paid or granted, and the three early birds' Mid plans.
    expect(await t.db('userSubscriptions').where({ isCurrent: true }).count({ n: '*' }).first()).toEqual({ n: 7 });
  });
});

describe('the demo early birds', () => {
  it('hold places 1-3 with the Mid plan, so the pre-launch counter starts at 3', async () => {
    expect(await t.db('earlyBirdCounter').first('count')).toEqual({ count: 3 });
    const claims = await t.db('earlyBirdClaims as c').join('userSubscriptions as s', 's.id', 'c.subscriptionId').orderBy('c.place').select('c.place', 'c.planSlug', 's.status', 's.source');
    expect(claims).toEqual([1, 2, 3].map((place) => ({ place, planSlug: 'mid', status: 'active', source: 'early_bird' })));
    expect((await t.request().get('/api/early-access/counter').expect(200)).body).toEqual({ count: 3, cap: 100, nextPlan: 'mid' });
  });
});

describe('the demo notifications', () => {
  it("give Priya's bell read and unread ones about her orders, her refund and her chats, each leading to a real page", async () => {
    const priya = await t.loginAs(demoAccounts.student);
    const { body: page } = await priya.get('/api/alerts?limit=50').expect(200);
    const kinds = new Set(page.items.map((a: { kind: string }) => a.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['order', 'refund', 'message', 'offer']));
    expect(page.unreadCount).toBeGreaterThan(0);
    expect(page.items.some((a: { readAt: string | null }) => a.readAt !== null)).toBe(true);
    const { body: mine } = await priya.get('/api/orders/mine').expect(200);
    const numbers = new Set((mine.items ?? mine).map((o: { orderId: string }) => `/order-confirmation?order=${o.orderId}`));
    const chat = /^\/chat\/(?:borrow\/)?[0-9a-f-]{36}\/[0-9a-f-]{36}$/;
    for (const alert of page.items as { kind: string; link: string }[]) {
      if (alert.kind === 'offer' || alert.kind === 'message') expect(alert.link, `${alert.kind} leads to its chat`).toMatch(chat);
      else if (alert.kind === 'saved-search') expect(alert.link, 'a match leads to its results').toMatch(/^\/(?:products|borrow)\?/);
      else if (alert.kind === 'review') expect(alert.link, 'a review leads to its page').toMatch(/^\//);
      else expect(numbers.has(alert.link), alert.link).toBe(true);
    }
    // Rohan's dismissed report is told to him, with the moderators' note.
    const rohan = await t.loginAs({ email: 'rohan.das@campus.edu', password: DEMO_PEOPLE_PASSWORD });
    const { body: his } = await rohan.get('/api/alerts').expect(200);
    expect(his.items).toMatchObject([{ kind: 'moderation', title: 'Your report was reviewed', body: expect.stringContaining('Checked with the seller') }]);
  });
});

// The demo's offers (issue 30), as Priya meets them: Rahul's offer waiting for her, Meera's counter,
// Kabir's PS4 reserved for Rohan. Last: the first accepts Rahul's offer.
const listingIdOf = async (title: string) => (await t.db('listings').where({ title }).first('id')).id as string;

describe('the demo offers', () => {
  it('Priya has Rahul’s offer waiting in her chat, on her bell, and can accept it', async () => {
    const priya = await t.loginAs(demoAccounts.student);
    const drafter = await listingIdOf('Omega mini drafter with case');
    const { body: offers } = await priya.get('/api/offers').query({ listingId: drafter }).expect(200);
    expect(offers.items).toMatchObject([{ status: 'open', amount: 550, askingPrice: 650, listingTitle: 'Omega mini drafter with case' }]);
    const offer = offers.items[0];
    const { body: thread } = await priya.get(`/api/conversations/${offer.conversationId}/messages`).expect(200);
    expect(thread.at(-1)).toMatchObject({ type: 'offer', offerId: offer._id, message: 'Offered ₹550', status: 'sent' });
    const { body: bell } = await priya.get('/api/alerts?limit=50').expect(200);
    expect(bell.items.filter((a: { kind: string }) => a.kind === 'offer').map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(['New offer on Omega mini drafter with case', 'Counter-offer on Winsor & Newton watercolour set, 24 half pans']),
    );
    // The inbox shows the offer as the chat's last message.
    const { body: inbox } = await priya.get(`/api/users/${offer.sellerId}/conversations`).expect(200);
    expect(inbox.find((c: { conversationId: string }) => c.conversationId === offer.conversationId)).toMatchObject({ lastMessage: 'Offered ₹550' });

    await priya.post(`/api/offers/${offer._id}/accept`).expect(200);
    expect((await t.request().get(`/api/listings/${drafter}`).expect(200)).body.isReserved).toBe(true);
  });

  it('Meera’s counter waits for Priya, and Kabir’s PS4 shows Reserved to everyone but Rohan', async () => {
    const priya = await t.loginAs(demoAccounts.student);
    const paints = await listingIdOf('Winsor & Newton watercolour set, 24 half pans');
    const { body } = await priya.get('/api/offers').query({ listingId: paints }).expect(200);
    expect(body.items).toMatchObject([{ status: 'countered', amount: 900, counterAmount: 1050, price: 1050 }]);

    const ps4 = await listingIdOf('PS4 Slim 1 TB with two controllers');
    expect((await t.request().get(`/api/listings/${ps4}`).expect(200)).body).toMatchObject({ isReserved: true });
    const rohan = await t.loginAs({ email: 'rohan.das@campus.edu', password: DEMO_PEOPLE_PASSWORD });
    expect((await rohan.get(`/api/listings/${ps4}`).expect(200)).body).toMatchObject({ isReserved: true, reservedForYou: true });
    const { body: his } = await rohan.get('/api/offers').query({ listingId: ps4 }).expect(200);
    expect(his.items).toMatchObject([{ status: 'accepted', price: 16000 }]);
  });
});
