import type { Db } from '../support/test-app.js';

export const DENIED = 'Access denied. Admin privileges required.';

/** A report straight in the table; `minutesAgo` orders the queue (higher is older). */
export async function insertReport(
  db: Db,
  spec: { itemType: 'listing' | 'request' | 'user'; itemId: string; reporterId?: string | null; contactEmail?: string | null; reason?: string; minutesAgo?: number; status?: string },
) {
  const [row] = await db('reports')
    .insert({
      itemType: spec.itemType,
      itemId: spec.itemId,
      reason: spec.reason ?? 'Fraud or scam',
      description: 'Asked me to pay in advance and then stopped answering.',
      reporterId: spec.reporterId ?? null,
      contactEmail: spec.contactEmail ?? null,
      status: spec.status ?? 'new',
      createdAt: new Date(Date.now() - (spec.minutesAgo ?? 0) * 60_000),
    })
    .returning('id');
  return row.id as string;
}
