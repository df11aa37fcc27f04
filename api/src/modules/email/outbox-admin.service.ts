// The back office's view of the outbox and its retry.
import type { Db } from '../../db/knex.js';
import { conflict, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { findOutboxEmail, listOutbox, requeueEmail, type OutboxRow, type OutboxStatus } from './outbox.repository.js';

const toOutboxEmail = (row: OutboxRow) => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function outboxPage(db: Db, status: OutboxStatus | 'all', page: number, pageSize: number) {
  const { items, total } = await listOutbox(db, status === 'all' ? undefined : status, page, pageSize);
  return { items: items.map(toOutboxEmail), total, page, pageSize };
}

/** A failed or held e-mail goes out again at the worker's next round. */
export async function retryEmail(db: Db, admin: SessionUser, id: string) {
  return db.transaction(async (trx) => {
    const row = await requeueEmail(trx, id);
    if (!row) {
      const existing = await findOutboxEmail(trx, id);
      if (!existing) throw notFound('E-mail not found.');
      throw conflict(`Only failed or held e-mails can be retried; this one is ${existing.status}.`, 'not-retryable');
    }
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'email.retry',
      targetType: 'email',
      targetId: row.id,
      summary: `Retried the e-mail “${row.subject}” to ${row.toAddress}`,
    });
    return toOutboxEmail(row);
  });
}
