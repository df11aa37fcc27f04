// The offers table (this module alone writes it): reads with what the card needs of the listing,
// and state changes as conditional UPDATEs, so a change from a state the offer has left does nothing.
import type { Db } from '../../db/knex.js';

export type OfferStatus = 'open' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'released';

export interface OfferRow {
  id: string;
  listingId: string;
  conversationId: string;
  buyerId: string;
  sellerId: string;
  amount: number;
  counterAmount: number | null;
  status: OfferStatus;
  expiresAt: Date;
  acceptedAt: Date | null;
  reservedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  listingTitle: string;
  askingPrice: number;
}

const OFFER_VIEW = `
  SELECT o.id, o.listing_id, o.conversation_id, o.buyer_id, o.seller_id, o.amount, o.counter_amount, o.status,
         o.expires_at, o.accepted_at, o.reserved_until, o.created_at, o.updated_at,
         l.title AS listing_title, COALESCE(l.price, 0) AS asking_price
    FROM offers o JOIN listings l ON l.id = o.listing_id`;

export async function findOffer(db: Db, id: string, lock = false): Promise<OfferRow | undefined> {
  const { rows } = await db.raw(`${OFFER_VIEW} WHERE o.id = ? ${lock ? 'FOR NO KEY UPDATE OF o' : ''}`, [id]);
  return rows[0];
}

export interface OfferScope {
  userId: string;
  conversationId?: string;
  listingId?: string;
}

/** A page of the offers of a conversation or a listing where `userId` is buyer or seller, newest first, and their count. */
export async function listOffers(db: Db, scope: OfferScope, page: number, pageSize: number): Promise<{ rows: OfferRow[]; total: number }> {
  const [column, value] = scope.conversationId ? ['conversation_id', scope.conversationId] : ['listing_id', scope.listingId!];
  // offers_conversation_idx / offers_listing_idx find the few rows; the party test filters them.
  const { rows } = await db.raw(
    `${OFFER_VIEW.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
      WHERE o.${column} = ? AND (o.buyer_id = ? OR o.seller_id = ?)
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ? OFFSET ?`,
    [value, scope.userId, scope.userId, pageSize, (page - 1) * pageSize],
  );
  const list = rows as (OfferRow & { total: number })[];
  if (list.length === 0 && page > 1) {
    const { rows: counted } = await db.raw(`SELECT count(*) AS total FROM offers o WHERE o.${column} = ? AND (o.buyer_id = ? OR o.seller_id = ?)`, [value, scope.userId, scope.userId]);
    return { rows: [], total: counted[0].total };
  }
  return { rows: list.map(({ total: _, ...row }) => row), total: list[0]?.total ?? 0 };
}

/** Waiting offers of the buyer on the listing whose time ran out become `expired`, freeing the one-waiting-offer key. */
export async function expireStale(trx: Db, listingId: string, buyerId: string): Promise<void> {
  await trx.raw(
    `UPDATE offers SET status = 'expired', updated_at = now()
      WHERE listing_id = ? AND buyer_id = ? AND status IN ('open', 'countered') AND expires_at <= now()`,
    [listingId, buyerId],
  );
}

export interface NewOffer {
  listingId: string;
  conversationId: string;
  buyerId: string;
  sellerId: string;
  amount: number;
  expiresAt: Date;
}

/** The new offer's id, or undefined when the buyer has a waiting offer on the listing already. */
export async function insertOffer(trx: Db, offer: NewOffer): Promise<string | undefined> {
  const { rows } = await trx.raw(
    `INSERT INTO offers (listing_id, conversation_id, buyer_id, seller_id, amount, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (listing_id, buyer_id) WHERE status IN ('open', 'countered') DO NOTHING
     RETURNING id`,
    [offer.listingId, offer.conversationId, offer.buyerId, offer.sellerId, offer.amount, offer.expiresAt],
  );
  return rows[0]?.id;
}

export interface OfferChange {
  status: OfferStatus;
  counterAmount?: number;
  expiresAt?: Date;
  reservedUntil?: Date;
}

/**
 * Moves the offer to `change.status` only from one of `from`: a waiting state only while unexpired,
 * `accepted` only while its reservation runs. Answers whether it moved (false: another step won).
 */
export async function changeOffer(trx: Db, id: string, from: OfferStatus[], change: OfferChange): Promise<boolean> {
  const { rowCount } = await trx.raw(
    `UPDATE offers
        SET status = ?, counter_amount = COALESCE(?, counter_amount), expires_at = COALESCE(?, expires_at),
            reserved_until = CASE WHEN ? = 'released' THEN now() ELSE COALESCE(?, reserved_until) END,
            accepted_at = CASE WHEN ? = 'accepted' THEN now() ELSE accepted_at END,
            updated_at = now()
      WHERE id = ? AND status = ANY(?::text[])
        AND CASE WHEN status = 'accepted' THEN reserved_until > now() ELSE expires_at > now() END`,
    [
      change.status,
      change.counterAmount ?? null,
      change.expiresAt ?? null,
      change.status,
      change.reservedUntil ?? null,
      change.status,
      id,
      from,
    ],
  );
  return (rowCount ?? 0) > 0;
}
