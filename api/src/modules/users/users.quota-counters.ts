// The listing and ad counters on a student's row. The subscriptions module decides what may be
// spent (plan, month, extras first) with the row locked; these are the writes it asks for, in
// its transaction, so the users table keeps one writer.
import type { Db } from '../../db/knex.js';

/** Where a spent listing or ad came from: a purchased extra, or this month's allowance. */
export type CreditSource = 'extra' | 'monthly';

/** A new month: this month's counters start from zero. */
export const startNewMonth = (trx: Db, userId: string) =>
  trx('users').where({ id: userId }).update({ monthlyListingsUsed: 0, monthlyProductAdsUsed: 0, lastListingReset: trx.fn.now() });

/** Counts one listing spent from `source`. */
export const recordListingUsed = (trx: Db, userId: string, source: CreditSource) =>
  source === 'extra'
    ? trx('users').where({ id: userId }).decrement('extraListingsPurchased', 1)
    : trx('users').where({ id: userId }).increment('monthlyListingsUsed', 1);

/** Counts one ad spent from `source`. */
export const recordAdUsed = (trx: Db, userId: string, source: CreditSource) =>
  source === 'extra'
    ? trx('users').where({ id: userId }).decrement('extraAdsPurchased', 1)
    : trx('users').where({ id: userId }).increment('monthlyProductAdsUsed', 1);

/** Adds paid-for extra listings. */
export const addExtraListings = (trx: Db, userId: string, count: number) =>
  trx('users').where({ id: userId }).increment('extraListingsPurchased', count);

/** Adds paid-for extra ads. */
export const addExtraAds = (trx: Db, userId: string, count: number) => trx('users').where({ id: userId }).increment('extraAdsPurchased', count);

/**
 * Starts the new month for up to `limit` students whose counters were last reset before
 * `monthStart`; answers how many (fewer than `limit`: none are left).
 */
export function startNewMonthForStale(trx: Db, monthStart: Date, now: Date, limit: number): Promise<number> {
  const stale = trx('users').where('lastListingReset', '<', monthStart).limit(limit).select('id');
  return trx('users').whereIn('id', stale).update({ monthlyListingsUsed: 0, monthlyProductAdsUsed: 0, lastListingReset: now });
}
