import type { Db } from '../../db/knex.js';

export type BoostType = 'extra' | 'subscription_credit' | 'paid_boost';

export interface NewBoost {
  listingId: string;
  sellerId: string;
  endTime: Date;
  amount: number;
  boostType: BoostType;
  purchaseId?: string | null;
  razorpayPaymentId?: string | null;
}

export interface BoostRow {
  id: string;
  listingId: string;
  sellerId: string;
  status: 'active' | 'expired';
  startTime: Date;
  endTime: Date;
  amount: string;
  boostType: BoostType;
  razorpayPaymentId: string | null;
  title: string;
  slug: string;
  firstImageId: string | null;
}

export async function insertBoost(trx: Db, boost: NewBoost): Promise<string> {
  const [row] = await trx('boosts').insert(boost).returning('id');
  return (row as { id: string }).id;
}

/** Boosts with their listing's title, slug and first picture. */
const withListing = (db: Db) =>
  db('boosts as b')
    .join('listings as l', 'l.id', 'b.listingId')
    .select(
      'b.id',
      'b.listingId',
      'b.sellerId',
      'b.status',
      'b.startTime',
      'b.endTime',
      'b.amount',
      'b.boostType',
      'b.razorpayPaymentId',
      'l.title',
      'l.slug',
      db.raw('(SELECT i.id FROM images i WHERE i.listing_id = l.id ORDER BY i.position LIMIT 1) AS first_image_id'),
    );

export const findBoost = (db: Db, id: string) => withListing(db).where('b.id', id).first() as Promise<BoostRow | undefined>;

export const findBoostOfPurchase = (db: Db, purchaseId: string) =>
  withListing(db).where('b.purchaseId', purchaseId).first() as Promise<BoostRow | undefined>;

/** The seller's boosts: live ones first, then ended ones of the last 30 days, newest first. */
export async function listSellerBoosts(db: Db, sellerId: string, page: number, pageSize: number) {
  const recent = (q: ReturnType<Db>) =>
    q.where('b.sellerId', sellerId).where((w) => w.where('b.status', 'active').orWhere('b.endTime', '>', db.raw("now() - interval '30 days'")));
  const [items, counted] = await Promise.all([
    recent(withListing(db))
      .orderByRaw("b.status = 'active' DESC, b.start_time DESC, b.id")
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<BoostRow[]>,
    recent(db('boosts as b')).count<{ count: string }[]>('* as count'),
  ]);
  return { items, total: Number(counted[0]?.count ?? 0) };
}

export const deleteBoost = (trx: Db, id: string) => trx('boosts').where({ id }).delete();

export const lockBoost = (trx: Db, id: string) =>
  trx('boosts').where({ id }).forUpdate().first<{ id: string; listingId: string; sellerId: string; status: string } | undefined>(
    'id',
    'listingId',
    'sellerId',
    'status',
  );

/** Ends every live boost past its end time; answers the listings they were on. */
export async function expireDueBoosts(trx: Db): Promise<string[]> {
  const rows: { listingId: string }[] = await trx('boosts')
    .where('status', 'active')
    .where('endTime', '<=', trx.fn.now())
    .update({ status: 'expired' })
    .returning('listingId');
  return rows.map((r) => r.listingId);
}
