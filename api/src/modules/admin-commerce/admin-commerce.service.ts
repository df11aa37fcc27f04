// The Products, Mini Stores and Orders panels: each change is made by the module that owns the
// table (through its index.ts), in the admin's name for the audit log; this file shapes the answers.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import type { SessionUser } from '../../http/session-user.js';
import type { AuditActor } from '../audit/index.js';
import type { PictureStore } from '../images/index.js';
import { listListingsForAdmin, setListingAvailability, type AdminListingFilter, type AdminListingRow } from '../listings/index.js';
import {
  closeOrdersOfStore,
  deleteOrderAsAdmin,
  listOrdersForAdmin,
  setOrderStatusAsAdmin,
  type AdminOrderFilter,
  type OrderRefundsOwed,
} from '../orders/index.js';
import { regenerateEntryCode, type EntryCodeConfig } from '../store-portal/index.js';
import { listStoreProductsForAdmin, setStoreProductActive, type AdminStoreProductFilter, type AdminStoreProductRow } from '../store-products/index.js';
import { deleteStoreAsAdmin, listStoresForAdmin, type AdminStoreRow } from '../stores/index.js';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const adminActor = (user: SessionUser): AuditActor => ({ kind: 'admin', user });
const money = (value: string | number | null) => (value === null ? null : Number(value));

export function toAdminListing(row: AdminListingRow, now = new Date()): Schemas['AdminListing'] {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as Schemas['Category'],
    condition: row.condition as Schemas['Condition'],
    listingType: row.listingType,
    price: money(row.price),
    rentalRate:
      row.rentalAmount === null || row.rentalDuration === null
        ? null
        : {
            amount: Number(row.rentalAmount),
            duration: row.rentalDuration,
            ...(row.rentalDeposit === null ? {} : { deposit: Number(row.rentalDeposit) }),
          },
    isAvailable: row.isAvailable,
    isExpired: row.expiresAt.getTime() <= now.getTime(),
    seller: { id: row.sellerId, fullName: row.sellerName, email: row.sellerEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

const toAdminStore = (row: AdminStoreRow): Schemas['AdminStore'] => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  category: row.category,
  owner: { id: row.ownerId, fullName: row.ownerName, email: row.ownerEmail },
  paymentOptions: row.paymentOptions,
  productCount: row.productCount,
  orderCount: row.orderCount,
  entryCodeSetAt: row.entryCodeSetAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const toAdminStoreProduct = (row: AdminStoreProductRow): Schemas['AdminStoreProduct'] => ({
  id: row.id,
  title: row.title,
  price: Number(row.price),
  category: row.category,
  stock: row.stock,
  isActive: row.isActive,
  store: { id: row.storeId, name: row.storeName, slug: row.storeSlug },
  createdAt: row.createdAt.toISOString(),
});

export async function listListings(db: Db, f: AdminListingFilter, page: number, pageSize: number): Promise<Page<Schemas['AdminListing']>> {
  const { items, total } = await listListingsForAdmin(db, f, page, pageSize);
  const now = new Date();
  return { items: items.map((row) => toAdminListing(row, now)), total, page, pageSize };
}

export async function setListingAvailable(db: Db, admin: SessionUser, id: string, isAvailable: boolean) {
  return toAdminListing(await setListingAvailability(db, adminActor(admin), id, isAvailable));
}

export async function listStores(db: Db, q: string | undefined, page: number, pageSize: number): Promise<Page<Schemas['AdminStore']>> {
  const { items, total } = await listStoresForAdmin(db, q, page, pageSize);
  return { items: items.map(toAdminStore), total, page, pageSize };
}

/** Deletes the store; its unfilled orders are cancelled first, and their ids answered (their payments are owed back). */
export const deleteStore = (db: Db, pictures: PictureStore, publicUrl: string, admin: SessionUser, id: string) =>
  deleteStoreAsAdmin(db, pictures, adminActor(admin), id, (trx) => closeOrdersOfStore(trx, id, publicUrl));

/** The new code, shown this once; every portal session of the store ends. */
export const regenerateStoreCode = (db: Db, config: EntryCodeConfig, admin: SessionUser, id: string) =>
  regenerateEntryCode(db, config, id, { kind: 'admin', user: admin });

export async function listStoreProducts(
  db: Db,
  f: AdminStoreProductFilter,
  page: number,
  pageSize: number,
): Promise<Page<Schemas['AdminStoreProduct']>> {
  const { items, total } = await listStoreProductsForAdmin(db, f, page, pageSize);
  return { items: items.map(toAdminStoreProduct), total, page, pageSize };
}

export async function setStoreProductActiveAsAdmin(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  return toAdminStoreProduct(await setStoreProductActive(db, adminActor(admin), id, isActive));
}

export const listOrders = (db: Db, f: AdminOrderFilter, page: number, pageSize: number) => listOrdersForAdmin(db, f, page, pageSize);

export const setOrderStatus = (db: Db, admin: SessionUser, id: string, input: Schemas['AdminOrderStatusInput'], publicUrl: string) =>
  setOrderStatusAsAdmin(db, adminActor(admin), id, input, publicUrl);

/** Deletes the order; answers the payments owed back for it (a paid order that was not delivered). */
export const deleteOrder = (db: Db, admin: SessionUser, id: string, owedBack?: OrderRefundsOwed) => deleteOrderAsAdmin(db, adminActor(admin), id, owedBack);
