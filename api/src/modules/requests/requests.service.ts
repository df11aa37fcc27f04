import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, forbidden, notFound, type FieldError } from '../../http/problem.js';
import { removeImageFiles, toImage } from '../images/index.js';
import type { SessionUser } from '../users/index.js';
import * as repo from './requests.repository.js';

export const REQUEST_NOT_FOUND = 'Request not found';
const DEFAULT_ALIAS = 'Anonymous';

type CreateRequestInput = JsonBody<'createRequest'>;

export const toRequestCard = (row: repo.RequestCardRow): Schemas['RequestCard'] => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  descriptionPreview: row.description.slice(0, 100),
  category: row.category as Schemas['RequestCategory'],
  requestType: row.requestType,
  priceRange: row.priceRange as Schemas['PriceRange'],
  condition: row.condition as Schemas['RequestCondition'],
  urgency: row.urgency,
  tags: row.tags,
  image: row.firstImageId ? toImage(row.firstImageId) : null,
  requesterName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : row.requesterName,
  isActive: row.isActive,
  expirationDate: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The requester is hidden behind the alias of an anonymous request, except from its owner; the
 * phone (for WhatsApp) reaches signed-in students only.
 */
function toRequest(row: repo.RequestDetailRow, viewer: SessionUser | undefined): Schemas['Request'] {
  const isOwner = viewer?.id === row.requestedById;
  const requestedBy =
    row.isAnonymous && !isOwner
      ? null
      : {
          _id: row.requestedById,
          uid: row.requestedById,
          fullName: row.requesterName,
          profileImage: row.requesterImage,
          ...(viewer && row.requesterPhone ? { phone: row.requesterPhone } : {}),
        };
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as Schemas['RequestCategory'],
    requestType: row.requestType,
    priceRange: row.priceRange as Schemas['PriceRange'],
    condition: row.condition as Schemas['RequestCondition'],
    productAge: row.productAgeYears === null ? null : { years: row.productAgeYears, months: row.productAgeMonths ?? 0 },
    images: (row.imageIds ?? []).map(toImage),
    tags: row.tags,
    location: row.locationLat === null || row.locationLng === null ? null : { lat: row.locationLat, lng: row.locationLng },
    isAnonymous: row.isAnonymous,
    anonymousName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : null,
    requestedBy,
    isOwner,
    isActive: row.isActive,
    urgency: row.urgency,
    expirationDate: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isExpired = (expiresAt: Date) => expiresAt.getTime() <= Date.now();

export async function listRequests(db: Db, filter: repo.RequestFilter, sort: repo.RequestSort, page: number, pageSize: number) {
  const { items, total } = await repo.listBrowsable(db, filter, sort, page, pageSize);
  return { items: items.map(toRequestCard), total, page, pageSize };
}

export async function listMyRequests(db: Db, viewer: SessionUser, status: 'active' | 'all', page: number, pageSize: number) {
  const { items, total, counts } = await repo.listOwn(db, viewer.id, status === 'active', page, pageSize);
  return { items: items.map(toRequestCard), total, counts, page, pageSize };
}

/** Anyone sees an unexpired request (fulfilled ones too); its owner sees it always. */
export async function getRequest(db: Db, viewer: SessionUser | undefined, id: string) {
  const row = await repo.findDetail(db, id);
  if (!row || (isExpired(row.expiresAt) && viewer?.id !== row.requestedById)) throw notFound(REQUEST_NOT_FOUND);
  return toRequest(row, viewer);
}

/**
 * The slug of a title, as listings make theirs: lowercase, punctuation removed, spaces turned
 * into '-'; letters of every script are kept.
 */
export function slugBase(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'request';
}

/** The first of `base`, `base-1`, `base-2` ... that is not taken. */
async function firstFreeSlug(db: Db, base: string): Promise<string> {
  const used = new Set(await repo.findSlugsLike(db, base));
  if (!used.has(base)) return base;
  for (let n = 1; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isSlugClash = (err: unknown) =>
  typeof err === 'object' && err !== null && 'constraint' in err && err.constraint === 'requests_slug_key';

/** Trimmed, empty ones dropped, the same tag in another letter case only once. */
function cleanTags(tags: string[] = []): string[] {
  const seen = new Set<string>();
  return tags
    .map((t) => t.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The rules the contract's schema cannot say (the same words as listings). */
function cleanInput(input: CreateRequestInput) {
  const title = input.title.trim();
  const description = input.description.trim();
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ path: `/body/${field}`, message });
  if (!title) add('title', 'Please enter a title.');
  if (description.length < 30) add('description', 'The description must be at least 30 characters.');
  if (input.anonymousName !== undefined && !input.isAnonymous) {
    add('anonymousName', 'An anonymous name is only used when the request is anonymous.');
  }
  if (errors.length) throw badRequest(errors[0]!.message, 'invalid-input', errors);
  const anonymousName = input.isAnonymous ? input.anonymousName?.trim() || null : null;
  return { title, description, tags: cleanTags(input.tags), anonymousName };
}

/** Creates the request, active for 28 days, with the caller's unused pictures attached in order. */
export async function createRequest(db: Db, viewer: SessionUser, input: CreateRequestInput) {
  const { title, description, tags, anonymousName } = cleanInput(input);
  const imageIds = input.imageIds ?? [];
  const base = slugBase(title);

  const id = await db.transaction(async (trx) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // A savepoint, so a concurrent request taking the same slug costs a retry, not the transaction.
        return await trx.transaction(async (sp) => {
          const requestId = await repo.insertRequest(sp, {
            requestedById: viewer.id,
            slug: await firstFreeSlug(sp, base),
            title,
            description,
            category: input.category,
            requestType: input.requestType ?? 'buy',
            priceRange: input.priceRange ?? 'negotiable',
            condition: input.condition ?? 'good',
            productAgeYears: input.productAge ? input.productAge.years : null,
            productAgeMonths: input.productAge ? input.productAge.months : null,
            tags,
            locationLat: input.location?.lat ?? null,
            locationLng: input.location?.lng ?? null,
            isAnonymous: input.isAnonymous ?? false,
            anonymousName,
            urgency: input.urgency ?? 'low',
          });
          if (imageIds.length) {
            const attached = new Set(await repo.attachImages(sp, viewer.id, requestId, imageIds));
            const unusable = imageIds.flatMap((imageId, i) =>
              attached.has(imageId) ? [] : [{ path: `/body/imageIds/${i}`, message: 'This image is not yours or is already used.' }],
            );
            if (unusable.length) {
              throw badRequest('Some images are not yours or are already used. Please upload them again.', 'unusable-images', unusable);
            }
          }
          return requestId;
        });
      } catch (err) {
        if (!isSlugClash(err) || attempt >= 4) throw err;
      }
    }
  });
  return getRequest(db, viewer, id);
}

/** Locks the request and checks the caller may change it; a request others cannot see is a 404 to them. */
async function ownedForChange(trx: Db, viewer: SessionUser, id: string, notYours: string, allowAdmin: boolean) {
  const row = await repo.lockRequest(trx, id);
  const mayChange = row?.requestedById === viewer.id || (allowAdmin && viewer.isAdmin);
  if (!row || (!mayChange && isExpired(row.expiresAt))) throw notFound(REQUEST_NOT_FOUND);
  if (!mayChange) throw forbidden(notYours, 'not-owner');
}

/** Marks the owner's request fulfilled (it leaves the browse page at once). */
export async function markFulfilled(db: Db, viewer: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only mark your own requests as fulfilled.', false);
    await repo.markInactive(trx, id);
  });
  return getRequest(db, viewer, id);
}

/** The owner (or an admin) deletes a request; its pictures go with it. */
export async function deleteRequest(db: Db, dataDir: string, viewer: SessionUser, id: string) {
  const imageIds = await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only delete your own requests.', true);
    return repo.deleteRequest(trx, id);
  });
  await removeImageFiles(dataDir, imageIds);
}

/** Cards of the ids that can still be seen (unexpired), in the order asked; one query. */
export async function findRequestCards(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await repo.findUnexpiredCards(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRequestCard(row)] : [];
  });
}
