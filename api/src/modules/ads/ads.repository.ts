// The ads tables: positions (reference data) and the ads, always answered with their position's name.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { pageWithTotal } from '../../db/paging.js';

export type AdType = 'banner' | 'popup' | 'sidebar';

export interface AdRow {
  id: string;
  title: string;
  description: string;
  type: AdType;
  positionName: string;
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  imageUrl: string | null;
  linkUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdPositionRow {
  id: string;
  name: string;
  description: string;
  dimensions: string;
  isActive: boolean;
  createdAt: Date;
}

/** The columns an ad is written with (position by id). */
export interface AdColumns {
  title?: string;
  description?: string;
  type?: AdType;
  positionId?: string;
  isActive?: boolean;
  startDate?: Date | null;
  endDate?: Date | null;
  imageUrl?: string | null;
  linkUrl?: string | null;
}

export interface AdFilter {
  isActive?: boolean;
  position?: string;
}

const adColumns = [
  'a.id',
  'a.title',
  'a.description',
  'a.type',
  'p.name as positionName',
  'a.isActive',
  'a.startDate',
  'a.endDate',
  'a.imageUrl',
  'a.linkUrl',
  'a.createdAt',
  'a.updatedAt',
] as const;

const ads = (db: Db | Knex.Transaction) => db('adContents as a').join('adPositions as p', 'p.id', 'a.positionId');
const newestFirst = [
  { column: 'a.createdAt', order: 'desc' },
  { column: 'a.id', order: 'desc' },
] as const;

function filtered(db: Db, filter: AdFilter) {
  const query = ads(db);
  if (filter.isActive !== undefined) query.where('a.isActive', filter.isActive);
  if (filter.position !== undefined) query.where('p.name', filter.position);
  return query;
}

/** One page of ads, newest first, with the total that match. */
export const listAds = (db: Db, filter: AdFilter, page: number, pageSize: number) =>
  pageWithTotal<AdRow>(filtered(db, filter).orderBy([...newestFirst]).select(...adColumns), filtered(db, filter), page, pageSize);

/** A position's active ads whose date window holds the present, newest first. */
export function listShowingAds(db: Db, position: string, limit: number): Promise<AdRow[]> {
  return ads(db)
    .where({ 'p.name': position, 'a.isActive': true })
    .where((w) => w.whereNull('a.startDate').orWhere('a.startDate', '<=', db.fn.now()))
    .where((w) => w.whereNull('a.endDate').orWhere('a.endDate', '>', db.fn.now()))
    .orderBy([...newestFirst])
    .limit(limit)
    .select(...adColumns);
}

export async function findAd(db: Db | Knex.Transaction, id: string, lock = false): Promise<AdRow | undefined> {
  const query = ads(db).where('a.id', id).first(...adColumns);
  if (lock) query.forUpdate('a');
  return query as Promise<AdRow | undefined>;
}

export function listPositions(db: Db): Promise<AdPositionRow[]> {
  return db('adPositions').orderBy('name').select('id', 'name', 'description', 'dimensions', 'isActive', 'createdAt');
}

export async function positionIdByName(db: Db | Knex.Transaction, name: string): Promise<string | undefined> {
  const row = (await db('adPositions').where({ name }).first('id')) as { id: string } | undefined;
  return row?.id;
}

export async function insertAd(db: Db | Knex.Transaction, columns: AdColumns & Required<Pick<AdColumns, 'title' | 'type' | 'positionId'>>): Promise<string> {
  const [row] = await db('adContents').insert(columns).returning('id');
  return (row as { id: string }).id;
}

/** Writes the columns given; false when no ad has this id. */
export async function updateAd(db: Db | Knex.Transaction, id: string, columns: AdColumns): Promise<boolean> {
  const count = await db('adContents')
    .where({ id })
    .update({ ...columns, updatedAt: db.fn.now() });
  return count > 0;
}

export async function deleteAd(db: Db | Knex.Transaction, id: string): Promise<boolean> {
  return (await db('adContents').where({ id }).delete()) > 0;
}

/** The Ads panel's four figures in one query. */
export async function adStats(db: Db) {
  const { rows } = await db.raw<{ rows: { totalAds: string; activeAds: string; totalPositions: string; bannerAds: string }[] }>(`
    SELECT count(*) AS "totalAds",
           count(*) FILTER (WHERE is_active) AS "activeAds",
           (SELECT count(*) FROM ad_positions) AS "totalPositions",
           count(*) FILTER (WHERE type = 'banner') AS "bannerAds"
      FROM ad_contents`);
  const row = rows[0]!;
  return {
    totalAds: Number(row.totalAds),
    activeAds: Number(row.activeAds),
    totalPositions: Number(row.totalPositions),
    bannerAds: Number(row.bannerAds),
  };
}
