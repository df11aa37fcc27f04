// The three reports' rows, read a page at a time in the order of an index (newest first).
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

export type ReportType = 'users' | 'products' | 'orders';

export type ReportValue = string | number | boolean | Date | null;
/** A report row: its cells by column key, and where the next page starts. */
export type ReportRow = Record<string, ReportValue> & { cursorAt: string; cursorId: string };

/** The last row of a page: the next page starts after it. Timestamps as PostgreSQL text, to the microsecond. */
export interface ReportCursor {
  at: string;
  id: string;
}

interface Source {
  table: string;
  /** The columns keyed and ordered as the report shows them, plus the cursor's. */
  select: (db: Db) => Knex.QueryBuilder;
  /** The sort's timestamp and id columns (an index's order, newest first). */
  at: string;
  id: string;
}

const sources: Record<ReportType, Source> = {
  users: {
    table: 'users',
    select: (db) =>
      db('users as u').select(
        db.raw(`u.id AS "id", u.full_name AS "fullName", u.email AS "email", u.is_admin AS "isAdmin",
          u.email_verified_at IS NOT NULL AS "emailConfirmed", u.marketing_emails AS "marketingEmails",
          u.joined_date AS "joinedDate"`),
      ),
    at: 'u.joined_date',
    id: 'u.id',
  },
  products: {
    table: 'listings',
    select: (db) =>
      db('listings as l')
        .join('users as s', 's.id', 'l.sellerId')
        .select(
          db.raw(`l.id AS "id", l.title AS "title", l.category AS "category", l.listing_type AS "listingType",
            l.condition AS "condition", COALESCE(l.price, l.rental_amount) AS "price", l.rental_duration AS "rentalDuration",
            l.is_available AS "isAvailable", s.full_name AS "sellerName", s.email AS "sellerEmail", l.created_at AS "createdAt"`),
        ),
    at: 'l.created_at',
    id: 'l.id',
  },
  orders: {
    table: 'store_orders',
    select: (db) =>
      db('storeOrders as o').select(
        db.raw(`o.order_number AS "orderNumber", o.id AS "id", o.customer_name AS "customerName",
          o.customer_email AS "customerEmail", o.store_name AS "storeName", o.status AS "status",
          o.payment_type AS "paymentType", o.total AS "total", o.created_at AS "createdAt"`),
      ),
    at: 'o.created_at',
    id: 'o.id',
  },
};

/** One page of a report, newest first, after `cursor` (from the start without one). */
export function reportPage(db: Db, type: ReportType, cursor: ReportCursor | null, limit: number): Promise<ReportRow[]> {
  const source = sources[type];
  return source
    .select(db)
    .select(db.raw(`${source.at}::text AS "cursorAt", ${source.id}::text AS "cursorId"`))
    .modify((q) => {
      if (cursor) q.whereRaw(`(${source.at}, ${source.id}) < (?::timestamptz, ?::uuid)`, [cursor.at, cursor.id]);
    })
    .orderByRaw(`${source.at} DESC, ${source.id} DESC`)
    .limit(limit);
}

export async function countReport(db: Db, type: ReportType): Promise<number> {
  const [row] = await db.raw<{ rows: { total: number }[] }>(`SELECT count(*) AS total FROM ${sources[type].table}`).then((r) => r.rows);
  return row?.total ?? 0;
}
