// More subscriptions for the back office's Subscriptions panel, one in each status: an admin's
// Pro grant, a Basic plan cancelled but running to its end, and a Mid plan awaiting payment after
// an expired Basic one. (Rahul's paid plans are in payments.ts, with their purchases.)
import type { Db } from '../../api/src/db/knex.js';
import type { Clock } from './time.js';

export async function insertSubscriptions(trx: Db, people: Map<string, string>, clock: Clock): Promise<void> {
  const plans: { id: string; slug: string }[] = await trx('subscriptionPlans').select('id', 'slug');
  const plan = (slug: string) => plans.find((p) => p.slug === slug)!.id;
  const person = (key: string) => people.get(key)!;
  await trx('userSubscriptions').insert([
    {
      userId: person('sneha'),
      planId: plan('pro'),
      status: 'active',
      source: 'admin',
      startDate: clock.ago(5),
      endDate: clock.ago(-25),
      autoRenew: false,
      isCurrent: true,
      createdAt: clock.ago(5),
    },
    {
      userId: person('fatima'),
      planId: plan('basic'),
      status: 'cancelled',
      source: 'paid',
      startDate: clock.ago(20),
      endDate: clock.ago(-10),
      autoRenew: false,
      cancelledAt: clock.ago(3),
      isCurrent: true,
      createdAt: clock.ago(20),
    },
    {
      userId: person('kabir'),
      planId: plan('basic'),
      status: 'expired',
      source: 'paid',
      startDate: clock.ago(65),
      endDate: clock.ago(35),
      isCurrent: false,
      createdAt: clock.ago(65),
    },
    {
      userId: person('kabir'),
      planId: plan('mid'),
      status: 'pending',
      source: 'paid',
      startDate: clock.ago(0, 2),
      endDate: clock.ago(-30),
      isCurrent: true,
      createdAt: clock.ago(0, 2),
    },
  ]);
}
