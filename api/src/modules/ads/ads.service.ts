// The Ads panel's rules: the Create New Ad / Edit Ad form's checks, and the ads as the contract shows them.
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { isSiteOrHttpsLink } from '../../http/site-link.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import * as repo from './ads.repository.js';

type AdChange = JsonBody<'updateAdContent'>;

export const AD_NOT_FOUND = 'Ad content not found.';
/** The most ads a position shows at once. */
export const SHOWING_LIMIT = 10;

export const adMessages = {
  title: 'Please enter a title',
  position: 'Unknown ad position',
  endDate: 'End date must be after the start date',
  imageUrl: 'The image address must start with https:// or be a path on this site',
  linkUrl: 'The link must start with https:// or be a path on this site',
};

const invalid = (field: keyof typeof adMessages) =>
  badRequest(adMessages[field], 'invalid-input', [{ path: `/body/${field}`, message: adMessages[field] }]);

const toAd = (row: repo.AdRow): Schemas['AdContent'] => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  position: { name: row.positionName },
  isActive: row.isActive,
  startDate: row.startDate?.toISOString() ?? null,
  endDate: row.endDate?.toISOString() ?? null,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A link field as stored: trimmed, empty as null; refused when not https:// or site-relative. */
function checkedLink(field: 'imageUrl' | 'linkUrl', value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const link = value.trim();
  if (link === '') return null;
  if (!isSiteOrHttpsLink(link)) throw invalid(field);
  return link;
}

const dateOf = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** The form's fields as columns, checked; the position is looked up by name. */
async function checkedColumns(db: Db, change: AdChange): Promise<repo.AdColumns> {
  const columns: repo.AdColumns = {
    description: change.description?.trim(),
    type: change.type,
    isActive: change.isActive,
    startDate: dateOf(change.startDate),
    endDate: dateOf(change.endDate),
    imageUrl: checkedLink('imageUrl', change.imageUrl),
    linkUrl: checkedLink('linkUrl', change.linkUrl),
  };
  if (change.title !== undefined) {
    columns.title = change.title.trim();
    if (!columns.title) throw invalid('title');
  }
  if (change.position !== undefined) {
    columns.positionId = await repo.positionIdByName(db, change.position.trim());
    if (!columns.positionId) throw invalid('position');
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function checkWindow(startDate: Date | null | undefined, endDate: Date | null | undefined) {
  if (startDate && endDate && endDate <= startDate) throw invalid('endDate');
}

export async function listAdContent(db: Db, filter: repo.AdFilter, page: number, pageSize: number) {
  const { items, total } = await repo.listAds(db, filter, page, pageSize);
  return { items: items.map(toAd), total, page, pageSize };
}

export async function listActiveAds(db: Db, position: string) {
  return (await repo.listShowingAds(db, position.trim(), SHOWING_LIMIT)).map(toAd);
}

export async function listAdPositions(db: Db): Promise<Schemas['AdPosition'][]> {
  return (await repo.listPositions(db)).map((p) => ({
    _id: p.id,
    name: p.name,
    description: p.description,
    dimensions: p.dimensions,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
  }));
}

export const getAdStats = (db: Db) => repo.adStats(db);

const adEntry = (verb: 'create' | 'edit' | 'activate' | 'deactivate' | 'delete', ad: repo.AdRow): AuditEntry => {
  const done = { create: 'Created', edit: 'Edited', activate: 'Activated', deactivate: 'Deactivated', delete: 'Deleted' }[verb];
  return { action: `ad.${verb}`, targetType: 'ad', targetId: ad.id, summary: `${done} the ${ad.positionName} ad "${ad.title}"` };
};

export async function createAdContent(db: Db, admin: SessionUser, input: JsonBody<'createAdContent'>) {
  const columns = await checkedColumns(db, input);
  checkWindow(columns.startDate, columns.endDate);
  const ad = await db.transaction(async (trx) => {
    const id = await repo.insertAd(trx, columns as Parameters<typeof repo.insertAd>[1]);
    const created = (await repo.findAd(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, adEntry('create', created));
    return created;
  });
  return toAd(ad);
}

/** An edit: the date window is checked against the ad's kept dates, with its row locked. */
export async function updateAdContent(db: Db, admin: SessionUser, id: string, change: AdChange) {
  const columns = await checkedColumns(db, change);
  return db.transaction(async (trx) => {
    const current = await repo.findAd(trx, id, true);
    if (!current) throw notFound(AD_NOT_FOUND);
    checkWindow(
      columns.startDate === undefined ? current.startDate : columns.startDate,
      columns.endDate === undefined ? current.endDate : columns.endDate,
    );
    await repo.updateAd(trx, id, columns);
    const updated = (await repo.findAd(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, adEntry('edit', updated));
    return toAd(updated);
  });
}

export async function setAdStatus(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  return db.transaction(async (trx) => {
    if (!(await repo.updateAd(trx, id, { isActive }))) throw notFound(AD_NOT_FOUND);
    const ad = (await repo.findAd(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, adEntry(isActive ? 'activate' : 'deactivate', ad));
    return toAd(ad);
  });
}

export async function deleteAdContent(db: Db, admin: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    const ad = await repo.findAd(trx, id, true);
    if (!ad) throw notFound(AD_NOT_FOUND);
    await repo.deleteAd(trx, id);
    await recordAudit(trx, { kind: 'admin', user: admin }, adEntry('delete', ad));
  });
}
