import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import { toImage } from '../images/index.js';
import { findStoreRef, isNew, lookupStoreRef } from '../stores/index.js';
import * as repo from './store-products.repository.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

export const toStoreProduct = (row: repo.ProductRow): Schemas['StoreProduct'] => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  category: row.category,
  stock: row.stock,
  hasSizes: row.hasSizes,
  sizes: row.hasSizes ? row.sizes : [],
  images: (row.imageIds ?? []).map(toImage),
  isActive: row.isActive,
  boosted: row.boosted,
  boostLocation: row.boostLocation,
  boostTime: row.boostTime?.toISOString() ?? null,
  isNew: isNew(row.createdAt),
  isHot: row.price < repo.HOT_PRICE,
  createdAt: row.createdAt.toISOString(),
  store: { _id: row.storeId, name: row.storeName, slug: row.storeSlug },
});

const pageOf = ({ items, total }: { items: repo.ProductRow[]; total: number }, page: number, pageSize: number): Schemas['StoreProductPage'] => ({
  items: items.map(toStoreProduct),
  total,
  page,
  pageSize,
});

/** Featured Products: boosted, active, newest boost first. */
export async function listFeatured(db: Db, limit: number) {
  return (await repo.listFeatured(db, limit)).map(toStoreProduct);
}

/** The store page's products (active only); 404 'Store not found' for a store that is not there. */
export async function listStoreProducts(db: Db, idOrSlug: string, filter: repo.StorePageFilter, sort: repo.ProductSort, page: number, pageSize: number) {
  const store = await findStoreRef(db, idOrSlug);
  return pageOf(await repo.listActiveOfStore(db, store.id, filter, sort, page, pageSize), page, pageSize);
}

/** One product of the store for its page: missing, inactive and another store's are all 'Product not found'. */
export async function getStoreProduct(db: Db, idOrSlug: string, productId: string) {
  const store = await lookupStoreRef(db, idOrSlug);
  const row = store && (await repo.findOfStore(db, store.id, productId));
  if (!row?.isActive) throw notFound(PRODUCT_NOT_FOUND);
  return toStoreProduct(row);
}

/** The owner portal's list: every product of the session's store. */
export async function listPortalProducts(
  db: Db,
  storeId: string,
  filter: { search?: string; category?: repo.ProductCategory },
  page: number,
  pageSize: number,
) {
  return pageOf(await repo.listAllOfStore(db, storeId, filter, page, pageSize), page, pageSize);
}

/** One product of the store, whatever its state (after a write). */
export async function getOwnProduct(db: Db, storeId: string, productId: string) {
  const row = await repo.findOfStore(db, storeId, productId);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toStoreProduct(row);
}
