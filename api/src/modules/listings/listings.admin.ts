// The back office's Products panel: every listing whatever its state, with its real seller (even
// behind an anonymous alias, since admins moderate), and an admin's availability switch, audited.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { containsWord } from '../../db/like.js';
import { notFound } from '../../http/problem.js';
import { byCreation, pageOf } from '../../posts/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { ListingType, RentalDuration } from './listings.repository.js';
import { PRODUCT_NOT_FOUND } from './listings.service.js';

export interface AdminListingFilter {
  q?: string;
  isAvailable?: boolean;
}

export interface AdminListingRow {
  id: string;
  slug: string;
  title: string;
  category: string;
  condition: string;
  listingType: ListingType;
  price: string | null;
  rentalAmount: string | null;
  rentalDuration: RentalDuration | null;
  rentalDeposit: string | null;
  isAvailable: boolean;
  expiresAt: Date;
  createdAt: Date;
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
}

const COLUMNS = [
  'l.id',
  'l.slug',
  'l.title',
  'l.category',
  'l.condition',
  'l.listingType',
  'l.price',
  'l.rentalAmount',
  'l.rentalDuration',
  'l.rentalDeposit',
  'l.isAvailable',
  'l.expiresAt',
  'l.createdAt',
  'u.id as sellerId',
  'u.fullName as sellerName',
  'u.email as sellerEmail',
];

function filtered(q: Knex.QueryBuilder, f: AdminListingFilter) {
  if (f.isAvailable !== undefined) q.where('l.isAvailable', f.isAvailable);
  // listings_search_idx: title, description and tags, lower-cased by the database.
  if (f.q?.trim()) q.whereRaw(`l.search_text LIKE ? ESCAPE '\\'`, [containsWord(f.q.trim())]);
  return q;
}

const withSeller = (db: Db) => db('listings as l').join('users as u', 'u.id', 'l.sellerId');

/** A page of listings, newest first, and how many match. */
export async function listListingsForAdmin(db: Db, f: AdminListingFilter, page: number, pageSize: number) {
  const [items, count] = await Promise.all([
    pageOf(byCreation(filtered(withSeller(db), f).select(COLUMNS), 'l', 'desc'), page, pageSize) as Promise<AdminListingRow[]>,
    filtered(db('listings as l'), f).count({ n: '*' }),
  ]);
  return { items, total: Number(count[0]?.n ?? 0) };
}

export const findListingForAdmin = (db: Db, id: string) => withSeller(db).where('l.id', id).first(COLUMNS) as Promise<AdminListingRow | undefined>;

/** Makes the listing available or unavailable, with the audit entry, in one transaction. */
export async function setListingAvailability(db: Db, actor: AuditActor, id: string, isAvailable: boolean): Promise<AdminListingRow> {
  await db.transaction(async (trx) => {
    const [row] = await trx('listings')
      .where({ id })
      .update({ isAvailable, updatedAt: trx.fn.now() })
      .returning(['title', 'slug']);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: isAvailable ? 'listing.make-available' : 'listing.make-unavailable',
      targetType: 'listing',
      targetId: id,
      summary: `Marked the listing ${row.title} ${isAvailable ? 'available' : 'unavailable'}`,
    });
  });
  return (await findListingForAdmin(db, id))!;
}
