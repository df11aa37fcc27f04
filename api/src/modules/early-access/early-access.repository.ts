import type { Db } from '../../db/knex.js';

export const hasClaim = async (trx: Db, userId: string) => Boolean(await trx('earlyBirdClaims').where({ userId }).first('userId'));

/** The next place: the counter's single row is locked until the transaction ends, so claims queue here. */
export async function takeNextPlace(trx: Db): Promise<number> {
  const { rows } = await trx.raw<{ rows: { count: number }[] }>('UPDATE early_bird_counter SET count = count + 1 RETURNING count');
  return rows[0]!.count;
}

export const insertClaim = (trx: Db, claim: { userId: string; place: number; planSlug: string; subscriptionId: string }) =>
  trx('earlyBirdClaims').insert(claim);

/** Places handed out so far (the counter's single row). */
export async function placesTaken(db: Db): Promise<number> {
  const row = (await db('earlyBirdCounter').first('count')) as { count: number } | undefined;
  return row?.count ?? 0;
}
