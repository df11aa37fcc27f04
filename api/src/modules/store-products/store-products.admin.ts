// The back office's Store Products tab: every store's products (or one store's), and an admin's
// active switch, audited in the switch's transaction.
import type { Db } from '../../db/knex.js';
import { containsWord } from '../../db/like.js';
import { pageWithTotal } from '../../db/paging.js';
import { notFound } from '../../http/problem.js';
import { byCreation } from '../../posts/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { ProductCategory } from './store-products.repository.js';
import { PRODUCT_NOT_FOUND } from './store-products.service.js';

export interface AdminStoreProductFilter {
  storeId?: string;
  q?: string;
}

export interface AdminStoreProductRow {
  id: string;
  title: string;
  price: string;
  category: ProductCategory;
  stock: number;
  isActive: boolean;
  createdAt: Date;
  storeId: string;
  storeName: string;
  storeSlug: string;
}

function matching(db: Db, f: AdminStoreProductFilter) {
  const query = db('storeProducts as p');
  // store_products_store_idx, store_products_title_trgm_idx
  if (f.storeId) query.where('p.storeId', f.storeId);
  if (f.q?.trim()) query.whereRaw(`lower(p.title) LIKE ? ESCAPE '\\'`, [containsWord(f.q.trim())]);
  return query;
}

const withStore = (query: ReturnType<typeof matching>) =>
  query
    .join('stores as s', 's.id', 'p.storeId')
    .select('p.id', 'p.title', 'p.price', 'p.category', 'p.stock', 'p.isActive', 'p.createdAt', 's.id as storeId', 's.name as storeName', 's.slug as storeSlug');

/** A page of products, newest first, and how many match. */
export const listStoreProductsForAdmin = (db: Db, f: AdminStoreProductFilter, page: number, pageSize: number) =>
  pageWithTotal<AdminStoreProductRow>(byCreation(withStore(matching(db, f)), 'p', 'desc'), matching(db, f), page, pageSize);

/** Activates or deactivates the product (its store's page shows only active ones), with the audit entry. */
export async function setStoreProductActive(db: Db, actor: AuditActor, id: string, isActive: boolean): Promise<AdminStoreProductRow> {
  await db.transaction(async (trx) => {
    const [row] = await trx('storeProducts').where({ id }).update({ isActive, updatedAt: trx.fn.now() }).returning(['title']);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: isActive ? 'store-product.activate' : 'store-product.deactivate',
      targetType: 'store-product',
      targetId: id,
      summary: `${isActive ? 'Activated' : 'Deactivated'} the store product ${row.title}`,
    });
  });
  return (await withStore(matching(db, {})).where('p.id', id).first()) as AdminStoreProductRow;
}
