import type { Knex } from 'knex';

/**
 * Empties the rate-limit counters while requests are running. Every request upserts its general
 * budget's row, so a whole-table DELETE can deadlock with them (PostgreSQL aborts one side,
 * 40P01); the reset is simply tried again.
 */
export async function clearRateLimits(db: Knex) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db('rate_limits').delete();
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== '40P01') throw error;
    }
  }
}
