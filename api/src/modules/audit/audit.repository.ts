import type { Db } from '../../db/knex.js';

export type AuditActorKind = 'admin' | 'store' | 'system';

export interface AuditRow {
  id: string;
  actorKind: AuditActorKind;
  actorUserId: string | null;
  actorStoreId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: Date;
}

export type AuditInsert = Omit<AuditRow, 'id' | 'createdAt'>;

export async function insertAudit(db: Db, rows: AuditInsert[]): Promise<void> {
  if (rows.length > 0) await db('auditLog').insert(rows);
}

/** Newest first, keyset-free: the feed shows a page of the most recent entries. */
export function listAudit(db: Db, limit: number, offset = 0): Promise<AuditRow[]> {
  return db('auditLog').select('*').orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).offset(offset);
}

export async function countAudit(db: Db): Promise<number> {
  const row = await db('auditLog').count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
