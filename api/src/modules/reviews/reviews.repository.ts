// The reviews module's tables (listing_deals, reviews: it alone writes them) and its reads of the
// deals they hang on: a listing's chats (who may have bought it) and delivered store orders.
import type { Db } from '../../db/knex.js';

/** How long after the sale (or the delivery) each side may rate the other. */
export const REVIEW_WINDOW_DAYS = 14;
const WINDOW = `interval '${REVIEW_WINDOW_DAYS} days'`;

export type ReviewRole = 'seller' | 'buyer' | 'store';

export interface PartyRow {
  kind: 'user' | 'store';
  id: string | null;
  name: string;
  profileImage: string | null;
  slug: string | null;
}

export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  dealType: 'listing' | 'order';
  createdAt: Date;
  reviewerKind: 'user' | 'store';
  reviewerId: string | null;
  reviewerName: string;
  reviewerImage: string | null;
  reviewerSlug: string | null;
}

/** Reviews with their reviewer as the public pages show people: the profile's name and picture, or the store's. */
function reviewsWithReviewer(db: Db) {
  return db('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.reviewerId')
    .leftJoin('stores as s', 's.id', 'r.reviewerStoreId')
    .select(
      'r.id', 'r.rating', 'r.body', 'r.createdAt',
      db.raw("CASE WHEN r.listing_deal_id IS NOT NULL THEN 'listing' ELSE 'order' END AS deal_type"),
      db.raw("CASE WHEN r.role = 'store' THEN 'store' ELSE 'user' END AS reviewer_kind"),
      db.raw("CASE WHEN r.role = 'store' THEN s.id ELSE u.id END AS reviewer_id"),
      db.raw("COALESCE(CASE WHEN r.role = 'store' THEN s.name ELSE u.full_name END, r.reviewer_name) AS reviewer_name"),
      db.raw("CASE WHEN r.role = 'store' THEN NULL ELSE u.profile_image END AS reviewer_image"),
      db.raw("CASE WHEN r.role = 'store' THEN s.slug ELSE NULL END AS reviewer_slug"),
    );
}

export type Subject = { userId: string } | { storeId: string };
const subjectColumn = (s: Subject) => ('userId' in s ? 'r.subjectUserId' : 'r.subjectStoreId');
const subjectValue = (s: Subject) => ('userId' in s ? s.userId : s.storeId);

/** A page of the subject's visible reviews, newest first, with their average and count (the partial index serves both). */
export async function listVisibleReviews(db: Db, subject: Subject, page: number, pageSize: number) {
  const column = subjectColumn(subject);
  const [items, summary] = await Promise.all([
    reviewsWithReviewer(db)
      .where(column, subjectValue(subject))
      .whereNull('r.hiddenAt')
      .orderBy([{ column: 'r.createdAt', order: 'desc' }, { column: 'r.id', order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<ReviewRow[]>,
    db('reviews as r')
      .where(column, subjectValue(subject))
      .whereNull('r.hiddenAt')
      .first(db.raw('count(*)::int AS count'), db.raw('round(avg(r.rating), 1)::float8 AS average')) as Promise<{ count: number; average: number | null }>,
  ]);
  return { items, count: summary.count, average: summary.average };
}

/** A review the public still sees (a reporter may report only those). */
export const findVisibleReview = (db: Db, id: string) =>
  db('reviews').where({ id }).whereNull('hiddenAt').first('rating', 'body', 'subjectUserId', 'subjectStoreId') as Promise<
    { rating: number; body: string; subjectUserId: string | null; subjectStoreId: string | null } | undefined
  >;

export const findReview = (db: Db, id: string) => reviewsWithReviewer(db).where('r.id', id).first() as Promise<ReviewRow | undefined>;

// ---- listing deals ----

export interface ListingForSale {
  id: string;
  sellerId: string;
  title: string;
  listingType: 'sell' | 'lend';
}

/** The listing, locked for the sale (two "who bought it?" answers wait for each other). */
export const lockListingForSale = (trx: Db, id: string) =>
  trx('listings').where({ id }).forUpdate().first('id', 'sellerId', 'title', 'listingType') as Promise<ListingForSale | undefined>;

/** The students with a chat about the listing with its seller, the latest chat first. */
export const buyerCandidates = (db: Db, listingId: string, sellerId: string) =>
  db('conversations as c')
    .join('users as u', 'u.id', db.raw('CASE WHEN c.user_a = ? THEN c.user_b ELSE c.user_a END', [sellerId]))
    .where('c.listingId', listingId)
    .where((q) => q.where('c.userA', sellerId).orWhere('c.userB', sellerId))
    .orderByRaw('c.last_message_at DESC NULLS LAST, c.created_at DESC')
    .limit(200)
    .select('u.id', 'u.fullName', 'u.profileImage', 'c.lastMessageAt') as Promise<
    { id: string; fullName: string; profileImage: string | null; lastMessageAt: Date | null }[]
  >;

export async function isBuyerCandidate(db: Db, listingId: string, sellerId: string, buyerId: string): Promise<boolean> {
  const [a, b] = sellerId < buyerId ? [sellerId, buyerId] : [buyerId, sellerId];
  return !!(await db('conversations').where({ listingId, userA: a, userB: b }).first('id'));
}

export const findDealOfListing = (db: Db, listingId: string) =>
  db('listingDeals').where({ listingId }).first('id', 'sellerId', 'buyerId', 'createdAt') as Promise<
    { id: string; sellerId: string; buyerId: string; createdAt: Date } | undefined
  >;

export async function insertListingDeal(trx: Db, deal: { listingId: string; listingTitle: string; sellerId: string; buyerId: string }) {
  const [row] = await trx('listingDeals').insert(deal).returning(['id', 'createdAt']);
  return row as { id: string; createdAt: Date };
}

// ---- the deal a review is about ----

export interface DealParties {
  /** The listing deal's id, or the order's. */
  id: string;
  title: string;
  sellerId: string | null;
  buyerId: string | null;
  buyerName: string | null;
  storeId: string | null;
  storeName: string | null;
  storeOwnerId: string | null;
  storeSlug: string | null;
  sellerName: string | null;
  open: boolean;
}

/** A listing's deal with its parties, and whether its window is still open. */
export const findListingDeal = (db: Db, listingId: string) =>
  db('listingDeals as d')
    .join('users as su', 'su.id', 'd.sellerId')
    .join('users as bu', 'bu.id', 'd.buyerId')
    .where('d.listingId', listingId)
    .first(
      'd.id', 'd.listingTitle as title', 'd.sellerId', 'd.buyerId', 'su.fullName as sellerName', 'bu.fullName as buyerName',
      db.raw('NULL::uuid AS store_id'), db.raw('NULL::text AS store_name'), db.raw('NULL::uuid AS store_owner_id'), db.raw('NULL::text AS store_slug'),
      db.raw(`now() < d.created_at + ${WINDOW} AS open`),
    ) as Promise<DealParties | undefined>;

/** A delivered store order with its parties (undelivered ones are not deals yet). */
export const findOrderDeal = (db: Db, orderId: string) =>
  db('storeOrders as o')
    .leftJoin('stores as s', 's.id', 'o.storeId')
    .leftJoin('users as bu', 'bu.id', 'o.buyerId')
    .where('o.id', orderId)
    .where('o.status', 'delivered')
    .first(
      'o.id', 'o.orderNumber as title', db.raw('NULL::uuid AS seller_id'), db.raw('NULL::text AS seller_name'), 'o.buyerId', 'bu.fullName as buyerName',
      'o.storeId', db.raw('COALESCE(s.name, o.store_name) AS store_name'), 's.ownerId as storeOwnerId', 's.slug as storeSlug',
      db.raw(`now() < o.delivered_at + ${WINDOW} AS open`),
    ) as Promise<DealParties | undefined>;

export interface NewReview {
  listingDealId?: string;
  orderId?: string;
  role: ReviewRole;
  reviewerId: string | null;
  reviewerStoreId: string | null;
  reviewerName: string;
  subjectUserId: string | null;
  subjectStoreId: string | null;
  rating: number;
  body: string;
}

/**
 * Stores the side's review unless it has one: the UNIQUE (deal, role) constraint decides between
 * simultaneous reviews, so exactly one wins. Answers the new id, or null when the side had one.
 */
export async function insertReviewOnce(trx: Db, review: NewReview): Promise<string | null> {
  const target = review.listingDealId ? ['listingDealId', 'role'] : ['orderId', 'role'];
  const rows = (await trx('reviews').insert(review).onConflict(target).ignore().returning('id')) as { id: string }[];
  return rows[0]?.id ?? null;
}

// ---- pending reviews ----

export interface PendingRow {
  dealType: 'listing' | 'order';
  dealId: string;
  title: string;
  role: ReviewRole;
  counterpartKind: 'user' | 'store';
  counterpartId: string | null;
  counterpartName: string;
  counterpartImage: string | null;
  counterpartSlug: string | null;
  reviewableUntil: Date;
}

/** The student's deals of the last 14 days they have not rated yet: listings either side, delivered orders as the buyer. */
export const pendingForStudent = (db: Db, userId: string) =>
  db
    .select('*')
    .from(
      db.raw(
        `(
        SELECT 'listing' AS deal_type, d.listing_id AS deal_id, d.listing_title AS title,
               CASE WHEN d.seller_id = :user THEN 'seller' ELSE 'buyer' END AS role,
               'user' AS counterpart_kind, o.id AS counterpart_id, o.full_name AS counterpart_name,
               o.profile_image AS counterpart_image, NULL AS counterpart_slug,
               d.created_at + ${WINDOW} AS reviewable_until
          FROM listing_deals d
          JOIN users o ON o.id = CASE WHEN d.seller_id = :user THEN d.buyer_id ELSE d.seller_id END
         WHERE (d.seller_id = :user OR d.buyer_id = :user) AND d.listing_id IS NOT NULL
           AND d.created_at > now() - ${WINDOW}
           AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.listing_deal_id = d.id
                           AND r.role = CASE WHEN d.seller_id = :user THEN 'seller' ELSE 'buyer' END)
        UNION ALL
        SELECT 'order', so.id, so.order_number, 'buyer', 'store', s.id, COALESCE(s.name, so.store_name), NULL, s.slug,
               so.delivered_at + ${WINDOW}
          FROM store_orders so
          LEFT JOIN stores s ON s.id = so.store_id
         WHERE so.buyer_id = :user AND so.status = 'delivered' AND so.delivered_at > now() - ${WINDOW}
           AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = so.id AND r.role = 'buyer')
      ) AS pending`,
        { user: userId },
      ),
    )
    .orderBy('reviewableUntil')
    .limit(100) as Promise<PendingRow[]>;

/** The store's delivered orders of the last 14 days whose buyer it has not rated yet. */
export const pendingForStore = (db: Db, storeId: string) =>
  db('storeOrders as so')
    .join('users as u', 'u.id', 'so.buyerId')
    .where('so.storeId', storeId)
    .where('so.status', 'delivered')
    .whereRaw(`so.delivered_at > now() - ${WINDOW}`)
    .whereNotExists((q) => q.select(db.raw('1')).from('reviews as r').whereRaw('r.order_id = so.id').where('r.role', 'store'))
    .orderBy('so.deliveredAt')
    .limit(100)
    .select(
      db.raw("'order' AS deal_type"), 'so.id as dealId', 'so.orderNumber as title', db.raw("'store' AS role"),
      db.raw("'user' AS counterpart_kind"), 'u.id as counterpartId', 'u.fullName as counterpartName', 'u.profileImage as counterpartImage',
      db.raw('NULL AS counterpart_slug'), db.raw(`so.delivered_at + ${WINDOW} AS reviewable_until`),
    ) as Promise<PendingRow[]>;

// ---- moderation ----

/** A moderator hides a review: it leaves the public list and average (the first hiding's time is kept). False when it is gone. */
export async function hideReview(trx: Db, id: string, reason: string): Promise<boolean> {
  const n = await trx('reviews').where({ id }).update({ hiddenAt: trx.raw('COALESCE(hidden_at, now())'), hiddenReason: reason });
  return n > 0;
}
