// The demo students' notifications (the bell and /notifications): what the app would have told
// them about the seeded orders (each status reached), the refunds processed and the report
// already dismissed, in the producers' own words and dedupe keys, at the
// times those things happened; those older than five days read. The unread chats' alerts are the
// unread-messages job's own. Read from what the other seeds wrote, in the same transaction.
import type { Knex } from 'knex';
import { unreadMessageAlerts } from '../../api/src/modules/alerts/index.js';
import { reportOutcomeWords } from '../../api/src/modules/moderation/index.js';
import { orderLink, orderStatusKey, orderStatusWords } from '../../api/src/modules/orders/index.js';
import { refundWords } from '../../api/src/modules/payments/index.js';
import type { Clock } from './time.js';

const READ_AFTER_DAYS = 5;

interface OrderRow {
  id: string;
  buyerId: string;
  orderNumber: string;
  storeName: string;
  total: number;
  cancellationReason: string | null;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

interface Row {
  userId: string;
  kind: 'order' | 'refund' | 'moderation' | 'message';
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string;
  createdAt: Date;
  /** Unread whatever its age (an unread chat's). */
  unread?: boolean;
}

export async function insertAlerts(trx: Knex.Transaction, people: Map<string, string>, clock: Clock): Promise<number> {
  const rows: Row[] = [];
  const orders: OrderRow[] = await trx('storeOrders')
    .whereNotNull('buyerId')
    .select('id', 'buyerId', 'orderNumber', 'storeName', 'total', 'cancellationReason', 'confirmedAt', 'shippedAt', 'deliveredAt', 'cancelledAt');
  for (const o of orders) {
    const reached = [
      ['confirmed', o.confirmedAt],
      ['shipped', o.shippedAt],
      ['delivered', o.deliveredAt],
      ['cancelled', o.cancelledAt],
    ] as const;
    for (const [status, at] of reached) {
      if (!at) continue;
      const words = orderStatusWords(status, { ...o, total: Number(o.total) });
      rows.push({ userId: o.buyerId, kind: 'order', ...words, link: orderLink(o.orderNumber), dedupeKey: orderStatusKey(o.id, status), createdAt: at });
    }
  }

  const refunds: { id: string; amount: number; reason: 'order_cancelled'; processedAt: Date; userId: string; description: string; orderNumber: string | null }[] =
    await trx('refunds as r')
      .join('purchases as p', 'p.id', 'r.purchaseId')
      .leftJoin('storeOrders as o', 'o.id', 'p.storeOrderId')
      .where('r.status', 'processed')
      .select('r.id', 'r.amount', 'r.reason', 'r.processedAt', 'p.userId', 'p.description', 'o.orderNumber');
  for (const r of refunds) {
    rows.push({
      userId: r.userId,
      kind: 'refund',
      ...refundWords({ amount: Number(r.amount), description: r.description, reason: r.reason }),
      link: r.orderNumber ? orderLink(r.orderNumber) : '/subscription-management',
      dedupeKey: `refund:${r.id}`,
      createdAt: r.processedAt,
    });
  }

  const reports: { id: string; reporterId: string; itemType: 'listing' | 'request' | 'user'; itemId: string; resolution: 'dismissed' | 'hidden' | 'suspended'; resolutionNote: string | null; resolvedAt: Date; title: string | null }[] =
    await trx('reports as r')
      .leftJoin('listings as l', (j) => j.on('l.id', 'r.itemId').andOnVal('r.itemType', 'listing'))
      .whereNotNull('r.reporterId')
      .whereNotNull('r.resolvedAt')
      .select('r.id', 'r.reporterId', 'r.itemType', 'r.itemId', 'r.resolution', 'r.resolutionNote', 'r.resolvedAt', 'l.title');
  for (const r of reports) {
    rows.push({
      userId: r.reporterId,
      kind: 'moderation',
      ...reportOutcomeWords(r.itemType, r.title, r.resolution, r.resolutionNote),
      link: r.resolution === 'dismissed' && r.itemType === 'listing' && r.title ? `/product/${r.itemId}` : null,
      dedupeKey: `report:${r.id}:outcome`,
      createdAt: r.resolvedAt,
    });
  }

  // The demo's unread chats, as the unread-messages job tells of them (unread: never marked read below).
  for (const { firstAt, ...alert } of await unreadMessageAlerts(trx, '30 days')) {
    rows.push({ ...alert, kind: 'message', link: alert.link ?? null, createdAt: new Date(firstAt.getTime() + 30_000), unread: true });
  }

  if (!rows.length) return 0;
  const readBefore = clock.ago(READ_AFTER_DAYS).getTime();
  await trx('alerts').insert(
    rows.map(({ unread, ...r }) => ({ ...r, readAt: !unread && r.createdAt.getTime() < readBefore ? new Date(r.createdAt.getTime() + 3_600_000) : null })),
  );
  return rows.length;
}
