import type { Db } from '../../db/knex.js';
import { insertAudit, type AuditInsert } from './audit.repository.js';

/** Who made a change: a signed-in admin, a store's portal session, or a job. */
export type AuditActor =
  | { kind: 'admin'; user: { id: string; fullName: string } }
  | { kind: 'store'; storeId: string; storeName: string }
  | { kind: 'system'; name: string };

export interface AuditEntry {
  /** `<area>.<verb>`, lower-case kebab parts, e.g. `user.promote`, `order.status`, `store.delete`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** One line a person reads in the activity feed, e.g. "Set order ORD-20261124-000012 to shipped". */
  summary: string;
}

function actorColumns(actor: AuditActor): Pick<AuditInsert, 'actorKind' | 'actorUserId' | 'actorStoreId' | 'actorName'> {
  switch (actor.kind) {
    case 'admin':
      return { actorKind: 'admin', actorUserId: actor.user.id, actorStoreId: null, actorName: actor.user.fullName };
    case 'store':
      return { actorKind: 'store', actorUserId: null, actorStoreId: actor.storeId, actorName: actor.storeName };
    case 'system':
      return { actorKind: 'system', actorUserId: null, actorStoreId: null, actorName: actor.name };
  }
}

/**
 * Records what an actor did. Call it with the transaction that makes the change, so the log
 * and the change commit (or roll back) together.
 */
export async function recordAudit(db: Db, actor: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  const who = actorColumns(actor);
  await insertAudit(
    db,
    list.map((e) => ({ ...who, action: e.action, targetType: e.targetType, targetId: e.targetId ?? null, summary: e.summary.slice(0, 500) })),
  );
}
