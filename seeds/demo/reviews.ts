// Ratings after deals for the demo: the sold listings' buyers named (as "Who bought it?" records
// them) and reviews both ways, and reviews of delivered store orders, so profiles and store pages
// show averages and reviews at once. Priya still has two deals to rate (/reviews): the power bank
// she bought from Kabir and her delivered Page Turners order.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import type { Clock } from './time.js';

interface DemoDeal {
  listing: string;
  seller: string;
  buyer: string;
  daysAgo: number;
  bySeller?: [number, string];
  byBuyer?: [number, string];
}

const deals: DemoDeal[] = [
  {
    listing: 'Fest T-shirts, set of two (S)',
    seller: 'priya',
    buyer: 'meera',
    daysAgo: 10,
    byBuyer: [5, 'Exactly as described and Priya even ironed them. Met at the library on time.'],
    bySeller: [5, 'Quick to reply, paid on the spot. A pleasure.'],
  },
  {
    listing: 'Mi Power Bank 20000 mAh',
    seller: 'kabir',
    buyer: 'priya',
    daysAgo: 2,
    bySeller: [4, 'Friendly and punctual. Took a while to agree on the meeting spot, all good in the end.'],
  },
  {
    listing: 'Digital Design by Morris Mano',
    seller: 'aditya',
    buyer: 'rahul',
    daysAgo: 20,
    byBuyer: [4, 'Book in decent shape, a few more pencil marks than I expected.'],
    bySeller: [5, 'Came to Hostel C to pick it up, super easy deal.'],
  },
  {
    listing: 'Logitech G102 gaming mouse',
    seller: 'aditya',
    buyer: 'kabir',
    daysAgo: 6,
    byBuyer: [5, 'Mouse works perfectly, Aditya threw in a mouse pad too!'],
  },
];

interface DemoStoreReview {
  buyer: string;
  store: string;
  byBuyer?: [number, string];
  byStore?: [number, string];
}

const storeReviews: DemoStoreReview[] = [
  {
    buyer: 'kabir',
    store: 'campus-threads',
    byBuyer: [5, 'Great fabric and the print has survived ten washes. Delivered to my hostel room.'],
    byStore: [5, 'Paid on delivery without any fuss. Thanks Kabir!'],
  },
  { buyer: 'kabir', store: 'gadget-garage', byBuyer: [3, 'Works fine, but it took a week longer than promised.'] },
];

export async function insertReviews(trx: Knex.Transaction, people: Map<string, string>, listings: Map<string, SeededPost>, clock: Clock) {
  const names = new Map<string, string>(
    (await trx('users').whereIn('id', [...people.values()]).select('id', 'fullName')).map((u: { id: string; fullName: string }) => [u.id, u.fullName]),
  );
  const person = (key: string) => {
    const id = people.get(key);
    if (!id) throw new Error(`demo reviews: no person "${key}"`);
    return { id, name: names.get(id)! };
  };
  const rows: Record<string, unknown>[] = [];
  for (const d of deals) {
    const listing = listings.get(d.listing);
    if (!listing) throw new Error(`demo reviews: no listing "${d.listing}"`);
    const seller = person(d.seller);
    const buyer = person(d.buyer);
    const at = clock.ago(d.daysAgo);
    await trx('listings').where({ id: listing.id }).update({ isAvailable: false });
    const [deal] = await trx('listingDeals')
      .insert({ listingId: listing.id, listingTitle: d.listing, sellerId: seller.id, buyerId: buyer.id, createdAt: at })
      .returning('id');
    const base = { listingDealId: deal.id as string, reviewerStoreId: null, subjectStoreId: null };
    if (d.byBuyer) rows.push({ ...base, role: 'buyer', reviewerId: buyer.id, reviewerName: buyer.name, subjectUserId: seller.id, rating: d.byBuyer[0], body: d.byBuyer[1], createdAt: clock.ago(d.daysAgo - 0.5) });
    if (d.bySeller) rows.push({ ...base, role: 'seller', reviewerId: seller.id, reviewerName: seller.name, subjectUserId: buyer.id, rating: d.bySeller[0], body: d.bySeller[1], createdAt: clock.ago(d.daysAgo - 0.7) });
  }
  for (const r of storeReviews) {
    const buyer = person(r.buyer);
    const order = await trx('storeOrders as o')
      .join('stores as s', 's.id', 'o.storeId')
      .where({ 'o.buyerId': buyer.id, 's.slug': r.store, 'o.status': 'delivered' })
      .first('o.id', 'o.deliveredAt', 's.id as storeId', 's.name as storeName');
    if (!order) continue;
    const after = (hours: number) => new Date(new Date(order.deliveredAt).getTime() + hours * 3600_000);
    const base = { orderId: order.id };
    if (r.byBuyer) rows.push({ ...base, role: 'buyer', reviewerId: buyer.id, reviewerStoreId: null, reviewerName: buyer.name, subjectUserId: null, subjectStoreId: order.storeId, rating: r.byBuyer[0], body: r.byBuyer[1], createdAt: after(20) });
    if (r.byStore) rows.push({ ...base, role: 'store', reviewerId: null, reviewerStoreId: order.storeId, reviewerName: order.storeName, subjectUserId: buyer.id, subjectStoreId: null, rating: r.byStore[0], body: r.byStore[1], createdAt: after(30) });
  }
  if (rows.length) await trx('reviews').insert(rows);
  return rows.length;
}
