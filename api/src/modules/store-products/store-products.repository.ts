import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { pageOf } from '../../posts/index.js';
import { withImageIdsOf } from '../images/index.js';

export type ProductCategory = Schemas['ProductCategory'];
export type ProductSort = 'newest' | 'price-low' | 'price-high' | 'oldest' | 'popular';

export interface ProductSizeRow {
  _key: string;
  size: string;
  stock: number;
}

/** A product with its sizes, pictures and store, as every answer shows it. */
export interface ProductRow {
  id: string;
  storeId: string;
  title: string;
  description: string;
  price: number;
  category: ProductCategory;
  stock: number;
  hasSizes: boolean;
  isActive: boolean;
  boosted: boolean;
  boostLocation: 'home' | 'miniStore' | null;
  boostTime: Date | null;
  createdAt: Date;
  storeName: string;
  storeSlug: string;
  sizes: ProductSizeRow[];
  imageIds: string[] | null;
}

/** Under this price a product is hot (popular sorts these first). */
export const HOT_PRICE = 500;

const productColumns = [
  'p.id', 'p.storeId', 'p.title', 'p.description', 'p.price', 'p.category', 'p.stock', 'p.hasSizes', 'p.isActive', 'p.boosted',
  'p.boostLocation', 'p.boostTime', 'p.createdAt', 's.name as storeName', 's.slug as storeSlug',
];

/** The products of `query` (aliased p) with their store and sizes, each found per row in the same query. */
const selectProducts = (db: Db, query: Knex.QueryBuilder) =>
  query
    .join('stores as s', 's.id', 'p.storeId')
    .select(productColumns)
    .select(
      db.raw(`coalesce((SELECT json_agg(json_build_object('_key', z.key, 'size', z.size, 'stock', z.stock) ORDER BY z.position)
                          FROM store_product_sizes z WHERE z.product_id = p.id), '[]') AS sizes`),
    );

/** The products with their pictures (the images module's, one query for them all). */
const withPictures = (db: Db, rows: Omit<ProductRow, 'imageIds'>[]): Promise<ProductRow[]> => withImageIdsOf(db, 'storeProduct', rows);

const orders: Record<ProductSort, (query: Knex.QueryBuilder) => Knex.QueryBuilder> = {
  newest: (q) => q.orderBy([{ column: 'p.createdAt', order: 'desc' }, { column: 'p.id', order: 'desc' }]),
  oldest: (q) => q.orderBy([{ column: 'p.createdAt', order: 'asc' }, { column: 'p.id', order: 'asc' }]),
  'price-low': (q) => orders.newest(q.orderBy('p.price', 'asc')),
  'price-high': (q) => orders.newest(q.orderBy('p.price', 'desc')),
  popular: (q) => orders.newest(q.orderByRaw('(p.price < ?) DESC', [HOT_PRICE])),
};

export interface StorePageFilter {
  minPrice: number;
  maxPrice: number;
  categories?: ProductCategory[];
}

async function pageWithTotal(db: Db, where: () => Knex.QueryBuilder, order: ProductSort, page: number, pageSize: number) {
  const [rows, counted] = await Promise.all([
    pageOf(selectProducts(db, orders[order](where())), page, pageSize) as Promise<Omit<ProductRow, 'imageIds'>[]>,
    where().count({ total: '*' }),
  ]);
  return { items: await withPictures(db, rows), total: Number(counted[0]?.total ?? 0) };
}

/** The store page: active products in the price range and categories, sorted, one page and the count. */
export function listActiveOfStore(db: Db, storeId: string, filter: StorePageFilter, sort: ProductSort, page: number, pageSize: number) {
  const where = () => {
    const query = db('store_products as p').where({ 'p.storeId': storeId, 'p.isActive': true }).whereBetween('p.price', [filter.minPrice, filter.maxPrice]);
    if (filter.categories?.length) query.whereIn('p.category', filter.categories);
    return query;
  };
  return pageWithTotal(db, where, sort, page, pageSize);
}

/** LIKE's own characters, matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner portal's list: all the store's products, active or not, by title part and category, newest first. */
export function listAllOfStore(db: Db, storeId: string, filter: { search?: string; category?: ProductCategory }, page: number, pageSize: number) {
  const where = () => {
    const query = db('store_products as p').where('p.storeId', storeId);
    const search = filter.search?.trim();
    if (search) query.whereRaw('p.title ILIKE ?', [`%${likeEscaped(search)}%`]);
    if (filter.category) query.where('p.category', filter.category);
    return query;
  };
  return pageWithTotal(db, where, 'newest', page, pageSize);
}

/** Boosted active products, those in stock first (nobody should be led to one they cannot buy), newest boost first. */
export const listFeatured = async (db: Db, limit: number) =>
  withPictures(
    db,
    await (selectProducts(db, db('store_products as p').where({ 'p.boosted': true, 'p.isActive': true }))
      .orderByRaw('p.stock > 0 DESC, p.boost_time DESC NULLS LAST, p.created_at DESC')
      .limit(limit) as Promise<Omit<ProductRow, 'imageIds'>[]>),
  );

/** One product of the store (by the store's id or slug), whatever its state. */
export async function findOfStore(db: Db, storeId: string, productId: string): Promise<ProductRow | undefined> {
  const row = (await selectProducts(db, db('store_products as p').where({ 'p.id': productId, 'p.storeId': storeId })).first()) as
    | Omit<ProductRow, 'imageIds'>
    | undefined;
  return row && (await withPictures(db, [row]))[0];
}

/** The advisory locks' first key for product edits (the two-key space is apart from the one-key locks of seeds and jobs). */
const PRODUCT_EDIT_LOCK = 0x73746f72; // "stor"

/**
 * The store's product with its sizes, locked for an edit in the caller's transaction: the sizes
 * first, then the product, the order reserveStock takes them in, so an edit and a checkout queue
 * instead of deadlocking. Edits of one product first queue on an advisory lock of their own: an
 * edit replaces the size rows, and a second edit locking the sizes it found before the first
 * committed would hold none of the new rows, take the product, and then wait on the rows of an
 * edit behind it: a deadlock.
 */
export async function lockOfStore(trx: Db, storeId: string, productId: string) {
  await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [PRODUCT_EDIT_LOCK, productId]);
  const sizes = (await trx('store_product_sizes').where({ productId }).orderBy('key').forUpdate().select('key', 'size', 'stock', 'position')) as {
    key: string;
    size: string;
    stock: number;
    position: number;
  }[];
  const product = (await trx('store_products').where({ id: productId, storeId }).forUpdate().first('id', 'hasSizes', 'stock')) as
    | { id: string; hasSizes: boolean; stock: number }
    | undefined;
  // Locked in key order; the form shows them in their own order.
  return product && { ...product, sizes: sizes.sort((a, b) => a.position - b.position) };
}

/** The columns a product form writes. */
export type ProductFields = Pick<ProductRow, 'title' | 'description' | 'price' | 'category' | 'stock' | 'hasSizes' | 'isActive'>;

export const insertProduct = async (trx: Db, storeId: string, fields: ProductFields) =>
  ((await trx('store_products').insert({ storeId, ...fields }).returning('id')) as { id: string }[])[0]!.id;

export const updateProduct = (trx: Db, id: string, fields: Partial<ProductFields>) =>
  trx('store_products').where({ id }).update({ ...fields, updatedAt: trx.fn.now() });

/** The product's sizes become exactly `sizes`, in order. */
export async function replaceSizes(trx: Db, productId: string, sizes: { key: string; size: string; stock: number }[]) {
  await trx('store_product_sizes').where({ productId }).delete();
  if (sizes.length) await trx('store_product_sizes').insert(sizes.map((s, position) => ({ productId, ...s, position })));
}

export const deleteProduct = (trx: Db, id: string) => trx('store_products').where({ id }).delete();
