// Three early birds who signed up on the pre-launch page and verified their address: places 1–3,
// each the Mid plan free for 30 days, so the pre-launch page's counter does not start at zero.
import type { Db } from '../../api/src/db/knex.js';
import type { Clock } from './time.js';

const EARLY_BIRDS = ['meera', 'aditya', 'vikram'];

export async function insertEarlyBirds(trx: Db, people: Map<string, string>, clock: Clock): Promise<void> {
  const mid = (await trx('subscriptionPlans').where({ slug: 'mid' }).first('id')) as { id: string };
  for (const [i, key] of EARLY_BIRDS.entries()) {
    const userId = people.get(key)!;
    const claimedAt = clock.ago(12 - i * 3);
    await trx('users').where({ id: userId }).update({ earlyAccessSignup: true });
    const [sub] = await trx('userSubscriptions')
      .insert({
        userId,
        planId: mid.id,
        status: 'active',
        source: 'early_bird',
        startDate: claimedAt,
        endDate: clock.ago(12 - i * 3 - 30),
        autoRenew: false,
        isCurrent: true,
        createdAt: claimedAt,
      })
      .returning('id');
    await trx('earlyBirdClaims').insert({ userId, place: i + 1, planSlug: 'mid', subscriptionId: sub.id, claimedAt });
  }
  await trx('earlyBirdCounter').update({ count: EARLY_BIRDS.length });
}
