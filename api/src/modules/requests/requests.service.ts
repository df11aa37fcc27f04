import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound, type FieldError } from '../../http/problem.js';
import {
  applyEdit,
  assertMayChange,
  cappedTotal,
  cleanMeetingSpot,
  cleanTags,
  inOrderOf,
  insertUnderFreeSlug,
  isExpired,
  onlyStatusChange,
  slugify,
} from '../../posts/index.js';
import { attachImages, deleteImagesOf, removeImageFiles, replaceImages, toImage } from '../images/index.js';
import type { SessionUser } from '../users/index.js';
import * as repo from './requests.repository.js';

export const REQUEST_NOT_FOUND = 'Request not found';
/** The name an anonymous request shows when its author gave none. */
export const DEFAULT_ALIAS = 'Anonymous';

type CreateRequestInput = JsonBody<'createRequest'>;
type UpdateRequestInput = JsonBody<'updateRequest'>;

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
    meetingSpot: row.meetingSpot,
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

export async function listRequests(db: Db, filter: repo.RequestFilter, sort: repo.RequestSort, page: number, pageSize: number) {
  const { items, count } = await repo.listBrowsable(db, filter, sort, page, pageSize);
  return { items: items.map(toRequestCard), ...cappedTotal(count), page, pageSize };
}

export async function listMyRequests(db: Db, viewer: SessionUser, status: 'active' | 'all', page: number, pageSize: number) {
  const { items, total, counts } = await repo.listOwn(db, viewer.id, status === 'active', page, pageSize);
  // One student's own are few: counted in full, never capped.
  return { items: items.map(toRequestCard), total, totalIsCapped: false, counts, page, pageSize };
}

/**
 * Anyone sees an unexpired request (fulfilled ones too); its owner sees it always; one hidden by
 * moderators only its owner and the admins see.
 */
export async function getRequest(db: Db, viewer: SessionUser | undefined, id: string) {
  const row = await repo.findDetail(db, id);
  const isOwner = viewer?.id === row?.requestedById;
  if (!row || (!isOwner && (isExpired(row.expiresAt) || (row.hiddenReason && !viewer?.isAdmin)))) throw notFound(REQUEST_NOT_FOUND);
  return toRequest(row, viewer);
}

/** The rules the contract's schema cannot say (the same words as listings); answers the request's columns. */
function checkedFields(input: CreateRequestInput): Omit<repo.NewRequest, 'requestedById' | 'slug'> {
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
  return {
    title,
    description,
    category: input.category,
    requestType: input.requestType ?? 'buy',
    priceRange: input.priceRange ?? 'negotiable',
    condition: input.condition ?? 'good',
    productAgeYears: input.productAge ? input.productAge.years : null,
    productAgeMonths: input.productAge ? input.productAge.months : null,
    tags: cleanTags(input.tags),
    locationLat: input.location?.lat ?? null,
    locationLng: input.location?.lng ?? null,
    meetingSpot: cleanMeetingSpot(input.meetingSpot),
    isAnonymous: input.isAnonymous ?? false,
    anonymousName: input.isAnonymous ? input.anonymousName?.trim() || null : null,
    urgency: input.urgency ?? 'low',
  };
}

/** Creates the request, active for 28 days, with the caller's unused pictures attached in order. */
export async function createRequest(db: Db, viewer: SessionUser, input: CreateRequestInput) {
  const fields = checkedFields(input);
  const id = await db.transaction(async (trx) => {
    const requestId = await insertUnderFreeSlug(trx, {
      table: 'requests',
      base: slugify(fields.title, 'request'),
      insert: (savepoint, slug) => repo.insertRequest(savepoint, { requestedById: viewer.id, slug, ...fields }),
    });
    await attachImages(trx, 'request', requestId, viewer.id, input.imageIds ?? []);
    return requestId;
  });
  return getRequest(db, viewer, id);
}

/** The request as its create form would send it (the fields an edit starts from). */
function asCreateInput(row: repo.RequestDetailRow): CreateRequestInput {
  return {
    title: row.title,
    description: row.description,
    category: row.category as Schemas['RequestCategory'],
    requestType: row.requestType,
    priceRange: row.priceRange as Schemas['PriceRange'],
    condition: row.condition as Schemas['RequestCondition'],
    productAge: row.productAgeYears === null ? null : { years: row.productAgeYears, months: row.productAgeMonths ?? 0 },
    tags: row.tags,
    ...(row.locationLat !== null && row.locationLng !== null ? { location: { lat: row.locationLat, lng: row.locationLng } } : {}),
    ...(row.meetingSpot ? { meetingSpot: row.meetingSpot } : {}),
    isAnonymous: row.isAnonymous,
    ...(row.isAnonymous && row.anonymousName ? { anonymousName: row.anonymousName } : {}),
    urgency: row.urgency,
  };
}

/**
 * The requester edits their request (any field of the create form, the pictures as a new ordered
 * list) and/or marks it fulfilled, by the create rules and messages; the slug stays. Removed
 * pictures' files go once the transaction has committed.
 */
export async function updateRequest(db: Db, dataDir: string, viewer: SessionUser, id: string, input: UpdateRequestInput) {
  if (onlyStatusChange(input, 'isActive')) return markFulfilled(db, viewer, id);
  const { isActive, imageIds, ...edit } = input;
  const removed = await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only change your own requests.', false);
    const next = applyEdit(asCreateInput((await repo.findDetail(trx, id))!), edit);
    // The alias only stays while the request stays anonymous.
    if (edit.anonymousName === undefined && !next.isAnonymous) delete next.anonymousName;
    const fields = checkedFields(next);
    const images = imageIds ? await replaceImages(trx, 'request', id, viewer.id, imageIds) : [];
    await repo.updateRequest(trx, id, { ...fields, ...(isActive === false ? { isActive } : {}) });
    return images;
  });
  await removeImageFiles(dataDir, removed);
  return getRequest(db, viewer, id);
}

/** Locks the request and checks the caller may change it (see assertMayChange). */
async function ownedForChange(trx: Db, viewer: SessionUser, id: string, notYours: string, allowAdmin: boolean) {
  const row = await repo.lockRequest(trx, id);
  const post = row && { ownerId: row.requestedById, seenByOthers: !isExpired(row.expiresAt) };
  assertMayChange(post, viewer, { allowAdmin, notFound: REQUEST_NOT_FOUND, notYours });
}

/** Marks the owner's request fulfilled (it leaves the browse page at once). */
export async function markFulfilled(db: Db, viewer: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only mark your own requests as fulfilled.', false);
    await repo.markInactive(trx, id);
  });
  return getRequest(db, viewer, id);
}

/**
 * The owner (or an admin) deletes a request; its pictures go with it. `alsoInTransaction` runs
 * with the request locked and still there (the admin's audit entry commits with the delete).
 */
export async function deleteRequest(
  db: Db,
  dataDir: string,
  viewer: SessionUser,
  id: string,
  alsoInTransaction?: (trx: Db) => Promise<void>,
) {
  const imageIds = await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only delete your own requests.', true);
    await alsoInTransaction?.(trx);
    const ids = await deleteImagesOf(trx, 'request', id);
    await repo.deleteRequest(trx, id);
    return ids;
  });
  await removeImageFiles(dataDir, imageIds);
}

/** Cards of the ids that can still be seen (unexpired), in the order asked; one query. */
export async function findRequestCards(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return inOrderOf(ids, await repo.findUnexpiredCards(db, ids)).map(toRequestCard);
}
