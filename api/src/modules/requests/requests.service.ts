// The requests module's rules: who sees a request and how, its create form's rules, and the
// owner's changes (the posts kernel's, with a request's words).
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  applyEdit,
  browsePosts,
  cleanMeetingSpot,
  cleanTags,
  createPost,
  inOrderOf,
  insertUnderFreeSlug,
  isExpired,
  lifeOf,
  listOwnPosts,
  locationOf,
  postChanges,
  previewOf,
  slugify,
} from '../../posts/index.js';
import { toImage } from '../images/index.js';
import { REQUEST_NOT_FOUND, requestKind } from './requests.kind.js';
import { requestFields } from './requests.fields.js';
import * as repo from './requests.repository.js';

/** The name an anonymous request shows when its author gave none. */
export const DEFAULT_ALIAS = 'Anonymous';

type CreateRequestInput = JsonBody<'createRequest'>;
type UpdateRequestInput = JsonBody<'updateRequest'>;

export const toRequestCard = (row: repo.RequestCardRow): Schemas['RequestCard'] => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  descriptionPreview: previewOf(row.description),
  category: row.category as Schemas['RequestCategory'],
  requestType: row.requestType,
  priceRange: row.priceRange as Schemas['PriceRange'],
  condition: row.condition as Schemas['RequestCondition'],
  urgency: row.urgency,
  tags: row.tags,
  image: row.firstImageId ? toImage(row.firstImageId) : null,
  requesterName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : row.requesterName,
  ...lifeOf(row),
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
    ...requestFields(row),
    images: (row.imageIds ?? []).map(toImage),
    location: locationOf(row),
    meetingSpot: row.meetingSpot,
    isAnonymous: row.isAnonymous,
    anonymousName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : null,
    requestedBy,
    isOwner,
    urgency: row.urgency,
    ...lifeOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listRequests = (db: Db, filter: repo.RequestFilter, sort: repo.RequestSort, page: number, pageSize: number) =>
  browsePosts(db, requestKind, { q: filter.q, narrow: (query) => repo.narrowed(query, filter), sort, toCard: toRequestCard }, page, pageSize);

/** The requester's own, counted by type too. */
export async function listMyRequests(db: Db, viewer: SessionUser, status: 'active' | 'all', page: number, pageSize: number) {
  const own = { ownerId: viewer.id, activeOnly: status === 'active', countBy: 'requestType', toCard: toRequestCard };
  const { counts, ...mine } = await listOwnPosts(db, requestKind, own, page, pageSize);
  return { ...mine, counts: { buy: counts.buy ?? 0, rent: counts.rent ?? 0 } };
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
  const id = await createPost(db, requestKind, viewer.id, input.imageIds, (trx) =>
    insertUnderFreeSlug(trx, {
      table: 'requests',
      base: slugify(fields.title, 'request'),
      insert: (savepoint, slug) => repo.insertRequest(savepoint, { requestedById: viewer.id, slug, ...fields }),
    }),
  );
  return getRequest(db, viewer, id);
}

/** The request as its create form would send it (the fields an edit starts from). */
function asCreateInput(row: repo.RequestDetailRow): CreateRequestInput {
  return {
    ...requestFields(row),
    ...(row.locationLat !== null && row.locationLng !== null ? { location: { lat: row.locationLat, lng: row.locationLng } } : {}),
    ...(row.meetingSpot ? { meetingSpot: row.meetingSpot } : {}),
    isAnonymous: row.isAnonymous,
    ...(row.isAnonymous && row.anonymousName ? { anonymousName: row.anonymousName } : {}),
    urgency: row.urgency,
  };
}

/**
 * The requester's changes (see postChanges): an edit (any field of the create form, the pictures
 * as a new ordered list, by the create rules and messages; the slug stays), the fulfilled mark,
 * the delete (the owner's or an admin's; its pictures go with it).
 */
export const {
  edit: updateRequest,
  mark: markFulfilled,
  remove: deleteRequest,
} = postChanges<UpdateRequestInput, Schemas['Request'], SessionUser>(requestKind, getRequest, async (trx, id, edit) => {
  const next = applyEdit(asCreateInput((await repo.findDetail(trx, id))!), edit);
  // The alias only stays while the request stays anonymous.
  if (edit.anonymousName === undefined && !next.isAnonymous) delete next.anonymousName;
  return checkedFields(next);
});

/** Cards of the ids that can still be seen (unexpired), in the order asked; one query. */
export async function findRequestCards(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return inOrderOf(ids, await repo.findUnexpiredCards(db, ids)).map(toRequestCard);
}
