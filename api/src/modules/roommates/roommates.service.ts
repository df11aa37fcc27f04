// The roommates module's rules: who sees a post and how, its create form's rules, and the
// owner's changes (the posts kernel's, with a roommate post's words).
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  applyEdit,
  browsePosts,
  cleanMeetingSpot,
  createPost,
  isExpired,
  lifeOf,
  listOwnPosts,
  locationOf,
  postChanges,
  previewOf,
} from '../../posts/index.js';
import { toImage } from '../images/index.js';
import { roommateFormMessages } from './roommates.form.js';
import { ROOMMATE_NOT_FOUND, roommateKind } from './roommates.kind.js';
import * as repo from './roommates.repository.js';

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
  descriptionPreview: previewOf(row.description),
  roommatePreferences: preferencesOf(row),
  budget: row.budget,
  accommodationType: row.accommodationType,
  image: row.firstImageId ? toImage(row.firstImageId) : null,
  posterName: row.posterName,
  ...lifeOf(row),
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
    location: locationOf(row),
    meetingSpot: row.meetingSpot,
    postedBy: {
      _id: row.postedById,
      uid: row.postedById,
      fullName: row.posterName,
      profileImage: row.posterImage,
      ...(viewer && row.posterPhone ? { phone: row.posterPhone } : {}),
    },
    isOwner: viewer?.id === row.postedById,
    ...lifeOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listRoommatePosts = (db: Db, filter: repo.RoommateFilter, sort: repo.RoommateSort, page: number, pageSize: number) =>
  browsePosts(db, roommateKind, { q: filter.q, narrow: (query) => repo.narrowed(query, filter), sort, toCard: toRoommateCard }, page, pageSize);

export async function listMyRoommatePosts(db: Db, viewer: SessionUser, status: 'active' | 'all', page: number, pageSize: number) {
  const { counts: _, ...mine } = await listOwnPosts(db, roommateKind, { ownerId: viewer.id, activeOnly: status === 'active', toCard: toRoommateCard }, page, pageSize);
  return mine;
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
  const id = await createPost(db, roommateKind, viewer.id, input.imageIds, (trx) => repo.insertRoommatePost(trx, { postedById: viewer.id, ...fields }));
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
 * The poster's changes (see postChanges): an edit (any field of the create form, the pictures as
 * a new ordered list, by the create rules and messages), the inactive mark, the delete (the
 * owner's or an admin's; its pictures go with it).
 */
export const {
  edit: updateRoommatePost,
  mark: markInactive,
  remove: deleteRoommatePost,
} = postChanges<UpdateRoommatePostInput, Schemas['RoommatePost'], SessionUser>(roommateKind, getRoommatePost, async (trx, id, edit) =>
  checkedFields(applyEdit(asCreateInput((await repo.findDetail(trx, id))!), edit)),
);
