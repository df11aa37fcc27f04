// The back office's reads and switch of item requests: every request whatever its state, with
// its real requester even behind an anonymous alias, since admins moderate (the admin module's
// routes call these through index.ts).
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { byCreation, liveSql, pageOf, whereModerated, type ModerationStatus } from '../../posts/index.js';
import { withImageIds } from '../images/index.js';

export interface AdminRequestFilter {
  q?: string;
  status: ModerationStatus;
  requestType?: 'buy' | 'rent';
  category?: string;
}

export interface AdminRequestRow {
  id: string;
  title: string;
  description: string;
  category: string;
  requestType: 'buy' | 'rent';
  priceRange: string;
  condition: string;
  productAgeYears: number | null;
  productAgeMonths: number | null;
  tags: string[];
  isActive: boolean;
  expiresAt: Date;
  createdAt: Date;
  isAnonymous: boolean;
  anonymousName: string | null;
  requestedById: string;
  requesterName: string;
  requesterEmail: string;
  imageIds: string[] | null;
}

function filtered(db: Db, filter: AdminRequestFilter) {
  // The search text also holds the tags.
  const query = whereModerated(db('requests as r'), 'r', filter);
  if (filter.requestType) query.where('r.requestType', filter.requestType);
  if (filter.category) query.where('r.category', filter.category);
  return query;
}

const selectRows = (db: Db, query: Knex.QueryBuilder) =>
  withImageIds(
    db,
    query
      .join('users as u', 'u.id', 'r.requestedById')
      .select(
        'r.id', 'r.title', 'r.description', 'r.category', 'r.requestType', 'r.priceRange', 'r.condition',
        'r.productAgeYears', 'r.productAgeMonths', 'r.tags', 'r.isActive', 'r.expiresAt', 'r.createdAt',
        'r.isAnonymous', 'r.anonymousName', 'r.requestedById', 'u.fullName as requesterName', 'u.email as requesterEmail',
      ),
    'request',
    'r',
  ) as Promise<AdminRequestRow[]>;

/** One page, newest first, and the count of all that match. */
export async function listRequestsForAdmin(db: Db, filter: AdminRequestFilter, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    selectRows(db, pageOf(byCreation(filtered(db, filter), 'r', 'desc'), page, pageSize)),
    filtered(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export const findRequestForAdmin = async (db: Db, id: string) => (await selectRows(db, db('requests as r').where('r.id', id)))[0];

/** The panel's stat cards, in one pass over the table. */
export const requestStats = async (db: Db) =>
  (await db('requests as r').first(
    db.raw('count(*)::int AS total'),
    db.raw(`count(*) FILTER (WHERE ${liveSql('r')})::int AS active`),
    db.raw(`count(*) FILTER (WHERE r.request_type = 'buy')::int AS buy_requests`),
    db.raw(`count(*) FILTER (WHERE r.request_type = 'rent')::int AS rent_requests`),
  )) as { total: number; active: number; buyRequests: number; rentRequests: number };

/** Sets the request's active flag; false when there is no such request. */
export const setRequestActive = async (db: Db, id: string, isActive: boolean) =>
  (await db('requests').where({ id }).update({ isActive, updatedAt: db.fn.now() })) > 0;
