// The back office's Mini Stores panel: every store with its owner and its counts, and an admin's
// delete. A deleted store takes its products, their sizes, its pictures and its portal sessions
// with it (ON DELETE CASCADE, the pictures' files once committed); its orders stay, with their
// lines and the store's name (store_id and product_id set null), so buyers keep their history
// and the Orders panel can still settle an open order.
import type { Db } from '../../db/knex.js';
import { escapeLike } from '../../db/like.js';
import { pageWithTotal } from '../../db/paging.js';
import { notFound } from '../../http/problem.js';
import { byCreation } from '../../posts/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { deleteImagesOfStore, type PictureStore } from '../images/index.js';
import * as repo from './stores.repository.js';
import { STORE_NOT_FOUND } from './stores.service.js';

export interface AdminStoreRow {
  id: string;
  name: string;
  slug: string;
  category: repo.StoreCategory;
  paymentOptions: repo.PaymentOption[];
  entryCodeSetAt: Date | null;
  createdAt: Date;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  productCount: number;
  orderCount: number;
}

function matching(db: Db, q: string | undefined) {
  const query = db('stores as s');
  // stores_name_trgm_idx
  if (q?.trim()) query.whereRaw(`lower(s.name) LIKE ? ESCAPE '\\'`, [`%${escapeLike(q.trim().toLowerCase())}%`]);
  return query;
}

/** A page of stores, newest first, each counted in the same query (the store indexes of both tables). */
export const listStoresForAdmin = (db: Db, q: string | undefined, page: number, pageSize: number) =>
  pageWithTotal<AdminStoreRow>(
    byCreation(
      matching(db, q)
        .join('users as u', 'u.id', 's.ownerId')
      .select(
        's.id',
        's.name',
        's.slug',
        's.category',
        's.paymentOptions',
        's.entryCodeSetAt',
        's.createdAt',
        'u.id as ownerId',
        'u.fullName as ownerName',
        'u.email as ownerEmail',
        db.raw('(SELECT count(*)::int FROM store_products p WHERE p.store_id = s.id) AS product_count'),
        db.raw(
          `(SELECT count(*)::int FROM store_orders o WHERE o.store_id = s.id AND o.status NOT IN ('awaiting_payment', 'abandoned')) AS order_count`,
        ),
      ),
      's',
      'desc',
    ),
    matching(db, q),
    page,
    pageSize,
  );

/**
 * Deletes the store (see the top of this file), with the audit entry in the same transaction.
 * `beforeDelete` runs in it with the store locked (the orders module closes its open orders) and
 * its answer is returned.
 */
export async function deleteStoreAsAdmin<T>(db: Db, pictures: PictureStore, actor: AuditActor, id: string, beforeDelete: (trx: Db) => Promise<T>): Promise<T> {
  const { imageIds, before } = await db.transaction(async (trx) => {
    const store = await repo.lockStore(trx, id);
    if (!store) throw notFound(STORE_NOT_FOUND);
    const before = await beforeDelete(trx);
    const imageIds = await deleteImagesOfStore(trx, id);
    await repo.deleteStore(trx, id);
    await recordAudit(trx, actor, { action: 'store.delete', targetType: 'store', targetId: id, summary: `Deleted the store ${store.name}` });
    return { imageIds, before };
  });
  await pictures.remove(imageIds);
  return before;
}
