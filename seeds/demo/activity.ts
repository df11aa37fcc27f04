// The back office's recent-activity feed on first start: a few admin and store actions of the
// last weeks, consistent with the demo (Rohan was made an admin and back again, a spam account
// was removed, the stores moved their orders along). Orders are found by store and status.
import type { Knex } from 'knex';
import type { Clock } from './time.js';

type Entry = {
  at: Date;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
} & ({ actorKind: 'admin'; actorUserId: string; actorName: string } | { actorKind: 'store'; actorStoreId: string; actorName: string });

export async function insertActivity(trx: Knex.Transaction, people: Map<string, string>, clock: Clock): Promise<void> {
  const arjun = { actorKind: 'admin' as const, actorUserId: people.get('arjun')!, actorName: 'Arjun Mehta' };
  const rohan = people.get('rohan')!;
  const entries: Entry[] = [
    { ...arjun, at: clock.ago(16), action: 'user.promote', targetType: 'user', targetId: rohan, summary: 'Made Rohan Das an admin' },
    { ...arjun, at: clock.ago(15, -3), action: 'user.demote', targetType: 'user', targetId: rohan, summary: 'Removed admin access from Rohan Das' },
    {
      ...arjun,
      at: clock.ago(6),
      action: 'user.delete',
      targetType: 'user',
      // The account is gone: the log keeps what it was.
      targetId: null,
      summary: 'Deleted the account of Free Gift Bot (free.gift.bot@campus.edu)',
    },
  ];

  const moves: { store: string; status: string; daysAgo: number }[] = [
    { store: 'Campus Threads', status: 'delivered', daysAgo: 9 },
    { store: 'Gadget Garage', status: 'cancelled', daysAgo: 6.8 },
    { store: 'Page Turners', status: 'shipped', daysAgo: 3 },
    { store: 'Campus Threads', status: 'confirmed', daysAgo: 1.5 },
  ];
  for (const move of moves) {
    const order = await trx('storeOrders')
      .where({ storeName: move.store, status: move.status })
      .whereNotNull('storeId')
      .orderBy('createdAt')
      .first('id', 'orderNumber', 'storeId');
    if (!order) continue;
    entries.push({
      actorKind: 'store',
      actorStoreId: order.storeId,
      actorName: move.store,
      at: clock.ago(move.daysAgo),
      action: 'order.status',
      targetType: 'order',
      targetId: order.id,
      summary: `Set order ${order.orderNumber} to ${move.status}`,
    });
  }

  await trx('auditLog').insert(entries.map(({ at, ...entry }) => ({ ...entry, createdAt: at })));
}
