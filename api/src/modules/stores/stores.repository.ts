import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { byCreation, pageOf } from '../../posts/index.js';
import { withStorePictures, type StorePictureIds } from '../images/index.js';
import { isUuid } from '../../db/uuid.js';

export type StoreCategory = Schemas['StoreCategory'];
export type PaymentOption = Schemas['PaymentOption'];

/** A store's columns its card shows. */
interface StoreCardColumns {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
  description: string;
  category: StoreCategory;
  subscriptionPlan: 'basic' | 'premium';
  createdAt: Date;
}

/** A store with what its card shows: its columns and its pictures' ids. */
export type StoreCardRow = StoreCardColumns & StorePictureIds;

/** A store with everything its page and the owner portal show. */
export interface StoreDetailRow extends StoreCardRow {
  location: string;
  contactInfo: string;
  contactLink: string;
  socialLinks: Record<string, string>;
  paymentOptions: PaymentOption[];
  designPreset: Schemas['DesignPreset'];
  entryCodeSetAt: Date | null;
  updatedAt: Date;
  ownerName: string;
  ownerImage: string | null;
  ownerEmail: string;
  ownerPhone: string;
}

export interface StoreFilter {
  category?: StoreCategory;
  /** Only premium stores (Featured Stores); otherwise every plan. */
  premiumOnly?: boolean;
}

const cardColumns = ['s.id', 's.ownerId', 's.name', 's.slug', 's.description', 's.category', 's.subscriptionPlan', 's.createdAt'];

const selectCards = (query: Knex.QueryBuilder) => query.select(cardColumns);

function filtered(db: Db, filter: StoreFilter) {
  const query = db('stores as s');
  if (filter.category) query.where('s.category', filter.category);
  // stores_premium_idx is partial on this very predicate.
  if (filter.premiumOnly) query.where('s.subscriptionPlan', 'premium');
  return query;
}

/** One page of store cards, newest first, and how many match; the page's pictures in one more query. */
export async function listCards(db: Db, filter: StoreFilter, page: number, pageSize: number) {
  const [stores, counted] = await Promise.all([
    pageOf(selectCards(byCreation(filtered(db, filter), 's', 'desc')), page, pageSize) as Promise<StoreCardColumns[]>,
    filtered(db, filter).count({ total: '*' }),
  ]);
  return { items: await withStorePictures(db, stores), total: Number(counted[0]?.total ?? 0) };
}


/** Matches a store by its id or its slug; what is not a uuid is compared with slugs only (PostgreSQL refuses it as a uuid). */
export const whereIdOrSlug = (query: Knex.QueryBuilder, idOrSlug: string, alias = 's') =>
  isUuid(idOrSlug) ? query.where((q) => q.where(`${alias}.id`, idOrSlug).orWhere(`${alias}.slug`, idOrSlug)) : query.where(`${alias}.slug`, idOrSlug);

/** The store by id or slug, with its owner and pictures. */
export async function findDetail(db: Db, idOrSlug: string): Promise<StoreDetailRow | undefined> {
  const row = (await whereIdOrSlug(
    selectCards(db('stores as s'))
      .join('users as u', 'u.id', 's.ownerId')
      .select(
        's.location', 's.contactInfo', 's.contactLink', 's.socialLinks', 's.paymentOptions', 's.designPreset', 's.entryCodeSetAt',
        's.updatedAt', 'u.fullName as ownerName', 'u.profileImage as ownerImage', 'u.email as ownerEmail', 'u.phone as ownerPhone',
      ),
    idOrSlug,
  ).first()) as Omit<StoreDetailRow, keyof StorePictureIds> | undefined;
  return row && (await withStorePictures(db, [row]))[0];
}

/** What a product or an order names its store by. */
export interface StoreRefRow {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
}

export const findRef = (db: Db, idOrSlug: string) =>
  whereIdOrSlug(db('stores as s'), idOrSlug).first('s.id', 's.ownerId', 's.name', 's.slug') as Promise<StoreRefRow | undefined>;

/** The store's row locked for the caller's transaction (settings and entry-code changes). */
export const lockStore = (trx: Db, id: string) =>
  trx('stores').where({ id }).forUpdate().first('id', 'ownerId', 'name') as Promise<{ id: string; ownerId: string; name: string } | undefined>;

/** The store goes with its products, sizes, pictures' rows and portal sessions; its orders stay (ON DELETE SET NULL). */
export const deleteStore = (trx: Db, id: string) => trx('stores').where({ id }).delete();

/** A settings change's new column values: the settings form's fields but its pictures. */
export type StoreChange = Omit<Schemas['StoreSettingsInput'], 'logoImageId' | 'coverImageId' | 'bannerImageIds'>;

export const updateStore = (trx: Db, id: string, change: StoreChange) =>
  trx('stores')
    .where({ id })
    .update({
      ...change,
      ...(change.socialLinks ? { socialLinks: JSON.stringify(change.socialLinks) } : {}),
      ...(change.designPreset ? { designPreset: JSON.stringify(change.designPreset) } : {}),
      updatedAt: trx.fn.now(),
    });

/** The store whose entry code hashes to `hash`, if any (stores.entry_code_hash is unique). */
export const findIdByEntryCodeHash = async (db: Db, hash: string) =>
  ((await db('stores').where({ entryCodeHash: hash }).first('id')) as { id: string } | undefined)?.id;

/** Replaces the store's entry code hash; answers whether the store exists. */
export const setEntryCodeHash = async (db: Db, id: string, hash: string) =>
  (await db('stores').where({ id }).update({ entryCodeHash: hash, entryCodeSetAt: db.fn.now(), updatedAt: db.fn.now() })) > 0;

/** The mini-store home's active carousel slides and promo messages, in position order. */
export async function findShowcase(db: Db) {
  const [slides, promos] = await Promise.all([
    db('storeSlides')
      .where({ isActive: true })
      .orderBy([{ column: 'position' }, { column: 'createdAt' }])
      .select('id', 'bgImageUrl', 'icon', 'h1', 'h2', 'h3', 'button1Text', 'button1Link', 'button2Text', 'button2Link', 'gradient'),
    db('storePromos').where({ isActive: true }).orderBy([{ column: 'position' }, { column: 'createdAt' }]).select('id', 'message', 'cta', 'ctaLink'),
  ]);
  return { slides, promos } as {
    slides: (Omit<Schemas['Slide'], 'bgImage'> & { bgImageUrl: string | null })[];
    promos: Schemas['Promo'][];
  };
}
