import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound, type FieldError } from '../../http/problem.js';
import { applyEdit, assertMayChange, cappedTotal, cleanMeetingSpot, isExpired, onlyStatusChange } from '../../posts/index.js';
import { attachImages, deleteImagesOf, removeImageFiles, replaceImages, toImage } from '../images/index.js';
import type { SessionUser } from '../users/index.js';
import { roommateFormMessages } from './roommates.form.js';
import * as repo from './roommates.repository.js';

export const ROOMMATE_NOT_FOUND = 'Roommate request not found';

type CreateRoommatePostInput = JsonBody<'createRoommatePost'>;
type UpdateRoommatePostInput = JsonBody<'updateRoommatePost'>;

const preferencesOf = (row: repo.RoommateCardRow): Schemas['RoommatePreferences'] => ({
  gender: row.genderPref,
  ageRange: row.ageRange,
  otherPreferences: row.otherPreferences,
});

export const toRoommateCard = (row: repo.RoommateCardRow): Schemas['RoommateCard'] => ({
  _id: row.id,
  title: row.title,
  descriptionPreview: row.description.slice(0, 100),
  roommatePreferences: preferencesOf(row),
  budget: row.budget,
  accommodationType: row.accommodationType,
  image: row.firstImageId ? toImage(row.firstImageId) : null,
  posterName: row.posterName,
  isActive: row.isActive,
  expirationDate: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The phone (for WhatsApp) reaches signed-in students only. */
function toRoommatePost(row: repo.RoommateDetailRow, viewer: SessionUser | undefined): Schemas['RoommatePost'] {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    roommatePreferences: preferencesOf(row),
    budget: row.budget,
    accommodationType: row.accommodationType,
    contactInfo: row.contactInfo,
    images: (row.imageIds ?? []).map(toImage),
    location: row.locationLat === null || row.locationLng === null ? null : { lat: row.locationLat, lng: row.locationLng },
    meetingSpot: row.meetingSpot,
    postedBy: {
      _id: row.postedById,
      uid: row.postedById,
      fullName: row.posterName,
      profileImage: row.posterImage,
      ...(viewer && row.posterPhone ? { phone: row.posterPhone } : {}),
    },
    isOwner: viewer?.id === row.postedById,
    isActive: row.isActive,
    expirationDate: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRoommatePosts(db: Db, filter: repo.RoommateFilter, sort: repo.RoommateSort, page: number, pageSize: number) {
  const { items, count } = await repo.listBrowsable(db, filter, sort, page, pageSize);
  return { items: items.map(toRoommateCard), ...cappedTotal(count), page, pageSize };
}

export async function listMyRoommatePosts(db: Db, viewer: SessionUser, status: 'active' | 'all', page: number, pageSize: number) {
  const { items, total } = await repo.listOwn(db, viewer.id, status === 'active', page, pageSize);
  // One student's own are few: counted in full, never capped.
  return { items: items.map(toRoommateCard), total, totalIsCapped: false, page, pageSize };
}

/** Anyone sees an active, unexpired post; its owner sees it always. */
export async function getRoommatePost(db: Db, viewer: SessionUser | undefined, id: string) {
  const row = await repo.findDetail(db, id);
  const hidden = !row || ((!row.isActive || isExpired(row.expiresAt)) && viewer?.id !== row.postedById);
  if (hidden) throw notFound(ROOMMATE_NOT_FOUND);
  return toRoommatePost(row, viewer);
}

/** Trimmed; empty means not given. */
const optionalText = (value: string | undefined) => value?.trim() || null;

/** What the contract's schema cannot say: blank (whitespace-only) text, in the spec's words; answers the post's columns. */
function checkedFields(input: CreateRoommatePostInput): Omit<repo.NewRoommatePost, 'postedById'> {
  const messages = roommateFormMessages;
  const title = input.title.trim();
  const description = input.description.trim();
  const contactInfo = input.contactInfo.trim();
  const errors: FieldError[] = [];
  const add = (field: keyof typeof messages) => errors.push({ path: `/body/${field}`, message: messages[field] });
  if (!title) add('title');
  if (description.length < 30) add('description');
  if (!contactInfo) add('contactInfo');
  if (errors.length) throw badRequest(errors[0]!.message, 'invalid-input', errors);
  const preferences = input.roommatePreferences;
  return {
    title,
    description,
    genderPref: preferences?.gender ?? 'any',
    ageRange: optionalText(preferences?.ageRange),
    otherPreferences: optionalText(preferences?.otherPreferences),
    budget: input.budget,
    accommodationType: input.accommodationType,
    contactInfo,
    locationLat: input.location?.lat ?? null,
    locationLng: input.location?.lng ?? null,
    meetingSpot: cleanMeetingSpot(input.meetingSpot),
  };
}

/** Creates the post, active for 28 days, with the caller's unused pictures attached in order. */
export async function createRoommatePost(db: Db, viewer: SessionUser, input: CreateRoommatePostInput) {
  const fields = checkedFields(input);
  const id = await db.transaction(async (trx) => {
    const postId = await repo.insertRoommatePost(trx, { postedById: viewer.id, ...fields });
    await attachImages(trx, 'roommatePost', postId, viewer.id, input.imageIds ?? []);
    return postId;
  });
  return getRoommatePost(db, viewer, id);
}

/** The post as its create form would send it (the fields an edit starts from). */
function asCreateInput(row: repo.RoommateDetailRow): CreateRoommatePostInput {
  return {
    title: row.title,
    description: row.description,
    roommatePreferences: {
      gender: row.genderPref,
      ...(row.ageRange ? { ageRange: row.ageRange } : {}),
      ...(row.otherPreferences ? { otherPreferences: row.otherPreferences } : {}),
    },
    budget: row.budget,
    accommodationType: row.accommodationType,
    contactInfo: row.contactInfo,
    ...(row.locationLat !== null && row.locationLng !== null ? { location: { lat: row.locationLat, lng: row.locationLng } } : {}),
    ...(row.meetingSpot ? { meetingSpot: row.meetingSpot } : {}),
  };
}

/**
 * The poster edits their post (any field of the create form, the pictures as a new ordered list)
 * and/or marks it inactive, by the create rules and messages. Removed pictures' files go once the
 * transaction has committed.
 */
export async function updateRoommatePost(db: Db, dataDir: string, viewer: SessionUser, id: string, input: UpdateRoommatePostInput) {
  if (onlyStatusChange(input, 'isActive')) return markInactive(db, viewer, id);
  const { isActive, imageIds, ...edit } = input;
  const removed = await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only change your own roommate requests.', false);
    const fields = checkedFields(applyEdit(asCreateInput((await repo.findDetail(trx, id))!), edit));
    const images = imageIds ? await replaceImages(trx, 'roommatePost', id, viewer.id, imageIds) : [];
    await repo.updatePost(trx, id, { ...fields, ...(isActive === false ? { isActive } : {}) });
    return images;
  });
  await removeImageFiles(dataDir, removed);
  return getRoommatePost(db, viewer, id);
}

/** Locks the post and checks the caller may change it (see assertMayChange); others cannot see an inactive post. */
async function ownedForChange(trx: Db, viewer: SessionUser, id: string, notYours: string, allowAdmin: boolean) {
  const row = await repo.lockPost(trx, id);
  const post = row && { ownerId: row.postedById, seenByOthers: row.isActive && !isExpired(row.expiresAt) };
  assertMayChange(post, viewer, { allowAdmin, notFound: ROOMMATE_NOT_FOUND, notYours });
}

/** Marks the owner's post inactive (it leaves the browse page at once). */
export async function markInactive(db: Db, viewer: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only mark your own roommate requests as inactive.', false);
    await repo.markInactive(trx, id);
  });
  return getRoommatePost(db, viewer, id);
}

/**
 * The owner (or an admin) deletes a post; its pictures go with it. `alsoInTransaction` runs with
 * the post locked and still there, so a caller's record of the delete (the admin's audit entry)
 * commits or rolls back with it.
 */
export async function deleteRoommatePost(
  db: Db,
  dataDir: string,
  viewer: SessionUser,
  id: string,
  alsoInTransaction?: (trx: Db) => Promise<void>,
) {
  const imageIds = await db.transaction(async (trx) => {
    await ownedForChange(trx, viewer, id, 'You can only delete your own roommate requests.', true);
    await alsoInTransaction?.(trx);
    const ids = await deleteImagesOf(trx, 'roommatePost', id);
    await repo.deletePost(trx, id);
    return ids;
  });
  await removeImageFiles(dataDir, imageIds);
}
