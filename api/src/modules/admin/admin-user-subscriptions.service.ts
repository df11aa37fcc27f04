// The Subscriptions panel's rules: the list as the contract shows it, and an audited status change
// (what a status means for the user's plan is the subscriptions module's, see setUserSubscriptionStatus).
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import {
  findUserSubscription,
  listUserSubscriptions as listRows,
  setUserSubscriptionStatus,
  type UserSubscriptionFilter,
  type UserSubscriptionRow,
} from '../subscriptions/index.js';

type Status = Schemas['UserSubscriptionStatus'];

const toUserSubscription = (row: UserSubscriptionRow): Schemas['UserSubscription'] => ({
  id: row.id,
  user: { id: row.userId, fullName: row.fullName, email: row.email },
  plan: { id: row.planId, name: row.planName, slug: row.planSlug },
  status: row.status,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  autoRenew: row.autoRenew,
  isCurrent: row.isCurrent,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

export async function listUserSubscriptions(db: Db, filter: UserSubscriptionFilter, page: number, pageSize: number) {
  const { items, total } = await listRows(db, filter, page, pageSize);
  return { items: items.map(toUserSubscription), total, page, pageSize };
}

export async function setStatus(db: Db, actor: SessionUser, id: string, status: Status) {
  return db.transaction(async (trx) => {
    const before = await setUserSubscriptionStatus(trx, id, status);
    const after = (await findUserSubscription(trx, id))!;
    if (before) {
      await recordAudit(trx, { kind: 'admin', user: actor }, {
        action: 'subscription.status',
        targetType: 'subscription',
        targetId: id,
        summary: `Set ${after.fullName}'s ${after.planName} subscription from ${before.status} to ${status}`,
      });
    }
    return toUserSubscription(after);
  });
}
