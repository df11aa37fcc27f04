// The documented e-mail calls of the store portal (POST /api/email/mini-store-order-*): the
// customer's e-mail for an order of the session's store, queued again through the outbox. The
// recipient and content come from the order, never from the request. These are the owner's
// deliberate Resend (a button in the portal), so they always queue: the once-per-order-and-status
// rule is for the e-mails a status change sends by itself.
import type { Db } from '../../db/knex.js';
import { conflict, notFound } from '../../http/problem.js';
import type { StoreOrderMailKind } from '../email/index.js';
import { byRef, findOrder } from './orders.repository.js';
import { ORDER_NOT_FOUND } from './orders.service.js';
import { queueOrderMail } from './order-status.js';

export const ORDER_EMAIL_SENT: Record<StoreOrderMailKind, string> = {
  confirmed: 'Order confirmation email sent to customer',
  cancelled: 'Order cancellation email sent to customer',
  shipped: 'Order shipped notification sent to customer',
  delivered: 'Order delivered notification sent to customer',
};

export const notInStatus = (status: StoreOrderMailKind) => `This order is not ${status}, so this e-mail cannot be sent.`;

export async function sendOrderEmail(db: Db, storeId: string, ref: string, kind: StoreOrderMailKind, publicUrl: string) {
  const order = await findOrder(db, { ...byRef(ref), 'o.storeId': storeId });
  if (!order || order.status === 'awaiting_payment' || order.status === 'abandoned') throw notFound(ORDER_NOT_FOUND);
  if (order.status !== kind) throw conflict(notInStatus(kind), 'wrong-status');
  await db.transaction((trx) => queueOrderMail(trx, order.id, kind, publicUrl, 'resend'));
  return { success: true, message: ORDER_EMAIL_SENT[kind] };
}
