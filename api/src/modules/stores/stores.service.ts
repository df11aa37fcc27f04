import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import { toImage } from '../images/index.js';
import * as repo from './stores.repository.js';

export const STORE_NOT_FOUND = 'Store not found';

const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Created less than 7 days ago (the NEW badge of stores and products). */
export const isNew = (createdAt: Date) => Date.now() - createdAt.getTime() < NEW_FOR_MS;

export const toStoreCard = (row: repo.StoreCardRow): Schemas['StoreCard'] => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  category: row.category,
  coverImage: row.coverId ? toImage(row.coverId) : null,
  logo: row.logoId ? toImage(row.logoId) : null,
  highlights: (row.bannerIds ?? []).map(toImage),
  isPremium: row.subscriptionPlan === 'premium',
  isNew: isNew(row.createdAt),
  createdAt: row.createdAt.toISOString(),
});

/** The store's page; `viewerId` is the signed-in student, if any (the owner sees Add Product). */
export const toStore = (row: repo.StoreDetailRow, viewerId: string | undefined): Schemas['Store'] => ({
  ...toStoreCard(row),
  location: row.location,
  contactInfo: row.contactInfo,
  contactLink: row.contactLink,
  socialLinks: row.socialLinks,
  paymentOptions: row.paymentOptions,
  designPreset: row.designPreset,
  owner: { _id: row.ownerId, fullName: row.ownerName, profileImage: row.ownerImage },
  isOwner: viewerId === row.ownerId,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The store as its owner portal sees it: the page's fields, the owner's contact details and when
 * the code was set. Whoever holds the entry code has the owner's control of the store: isOwner.
 */
export const toPortalStore = (row: repo.StoreDetailRow): Schemas['PortalStore'] => ({
  ...toStore(row, row.ownerId),
  ownerDetails: { _id: row.ownerId, fullName: row.ownerName, email: row.ownerEmail, phone: row.ownerPhone },
  entryCodeSetAt: row.entryCodeSetAt?.toISOString() ?? null,
});

export async function listStores(db: Db, filter: repo.StoreFilter, page: number, pageSize: number): Promise<Schemas['StoreCardPage']> {
  const { items, total } = await repo.listCards(db, filter, page, pageSize);
  return { items: items.map(toStoreCard), total, page, pageSize };
}

export async function getStore(db: Db, idOrSlug: string, viewerId: string | undefined) {
  const row = await repo.findDetail(db, idOrSlug);
  if (!row) throw notFound(STORE_NOT_FOUND);
  return toStore(row, viewerId);
}

/** The store of a portal session (it exists: deleting a store ends its sessions). */
export async function getPortalStore(db: Db, storeId: string) {
  const row = await repo.findDetail(db, storeId);
  if (!row) throw notFound(STORE_NOT_FOUND);
  return toPortalStore(row);
}

/** The store a product call names, by id or slug; 404 'Store not found' when there is none. */
export async function findStoreRef(db: Db, idOrSlug: string) {
  const ref = await repo.findRef(db, idOrSlug);
  if (!ref) throw notFound(STORE_NOT_FOUND);
  return ref;
}

export async function getShowcase(db: Db): Promise<Schemas['StoreShowcase']> {
  const { slides, promos } = await repo.findShowcase(db);
  return { slides: slides.map(({ bgImageUrl, ...slide }) => ({ ...slide, bgImage: bgImageUrl })), promos };
}
