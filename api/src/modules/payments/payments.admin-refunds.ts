// The back office's Refunds list (Finance): each refund with what it returned and to whom.
import type { Db } from '../../db/knex.js';
import type { Query, Schemas } from '../../http/contract.js';
import { listRefundsForAdmin, type AdminRefundRow } from './refunds.repository.js';

const toAdminRefund = (row: AdminRefundRow): Schemas['AdminRefund'] => ({
  id: row.id,
  amount: Number(row.amount),
  reason: row.reason,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
  purchase: { id: row.purchaseId, description: row.description },
  buyer: { _id: row.buyerId, fullName: row.buyerName, email: row.buyerEmail },
  orderNumber: row.orderNumber,
});

export async function listAdminRefunds(db: Db, { status, page = 1, pageSize = 25 }: Query<'listAdminRefunds'>): Promise<Schemas['AdminRefundPage']> {
  const { items, total } = await listRefundsForAdmin(db, status, page, pageSize);
  return { items: items.map(toAdminRefund), total, page, pageSize };
}
