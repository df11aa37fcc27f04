// What the offers module needs of a listing: its facts, read under a row lock, and the
// reservation an accepted offer puts on it (this module alone writes listings).
import type { Db } from '../../db/knex.js';

export interface OfferableListing {
  id: string;
  sellerId: string;
  title: string;
  listingType: 'sell' | 'lend';
  price: number | null;
  isAvailable: boolean;
  isAnonymous: boolean;
  hidden: boolean;
  expired: boolean;
  reservedFor: string | null;
  /** Only while it runs: a lapsed reservation reads as none. */
  reservedUntil: Date | null;
}

/**
 * The listing's facts for an offer; with `lock`, its row is locked until the caller's transaction
 * ends, which serialises everything that decides a listing's buyer (two accepts at once wait here).
 */
export async function findOfferableListing(db: Db, id: string, lock = false): Promise<OfferableListing | undefined> {
  const { rows } = await db.raw(
    `SELECT id, seller_id, title, listing_type, price, is_available, is_anonymous,
            hidden_at IS NOT NULL AS hidden, expires_at <= now() AS expired,
            CASE WHEN reserved_until > now() THEN reserved_for END AS reserved_for,
            CASE WHEN reserved_until > now() THEN reserved_until END AS reserved_until
       FROM listings WHERE id = ? ${lock ? 'FOR NO KEY UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Holds the listing for `buyerId` until `until`, or (null) ends its reservation. */
export async function setListingReservation(trx: Db, id: string, reservation: { buyerId: string; until: Date } | null): Promise<void> {
  await trx('listings')
    .where({ id })
    .update({ reservedFor: reservation?.buyerId ?? null, reservedUntil: reservation?.until ?? null, updatedAt: trx.fn.now() });
}
