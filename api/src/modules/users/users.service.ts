import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { toCurrentSubscription } from '../subscriptions/index.js';
import { profileQuery, type ProfileRow } from './users.profile-query.js';
import { updateUser, type SocialLinks } from './users.repository.js';

const profileRows = compiledQuery<[uid: string], ProfileRow>((db, uid) => profileQuery(db, uid).limit(1));
const findProfileRow = async (db: Db, uid: string) => (await profileRows(db, uid))[0];

function toProfile(row: ProfileRow, showPrivate: boolean): Schemas['UserProfile'] {
  const publicFields = {
    _id: row.id,
    uid: row.id,
    fullName: row.fullName,
    profileImage: row.profileImage,
    bio: row.bio,
    socialLinks: row.socialLinks,
    joinedDate: row.joinedDate.toISOString(),
  };
  if (!showPrivate) return publicFields;
  return {
    ...publicFields,
    email: row.email,
    phone: row.phone,
    isAdmin: row.isAdmin,
    monthlyListingsUsed: row.monthlyListingsUsed,
    monthlyProductAdsUsed: row.monthlyProductAdsUsed,
    lastListingReset: row.lastListingReset.toISOString(),
    extraListingsPurchased: row.extraListingsPurchased,
    extraAdsPurchased: row.extraAdsPurchased,
    currentSubscription: toCurrentSubscription(row, new Date()),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everybody sees the public fields; the student and admins see everything. */
export async function getProfile(db: Db, viewer: SessionUser | undefined, uid: string) {
  const row = await findProfileRow(db, uid);
  if (!row) throw notFound('User profile not found');
  return toProfile(row, viewer?.id === uid || viewer?.isAdmin === true);
}

const FULL_NAME_REQUIRED = 'Full name is required.';

/** A name of only spaces would be stored empty; `path` is the field's place in the request body. */
export function requiredFullName(value: string, path: string): string {
  const name = value.trim();
  if (!name) throw badRequest(FULL_NAME_REQUIRED, 'invalid-input', [{ path, message: FULL_NAME_REQUIRED }]);
  return name;
}

export interface ProfileChanges {
  fullName?: string;
  phone?: string;
  bio?: string;
  socialLinks?: SocialLinks;
}

/**
 * Only the student edits their own profile (admins included: they manage roles, not profiles).
 * `bodyPath` is where the changes sit in the request body, so a refusal names the field there.
 */
export async function updateProfile(db: Db, viewer: SessionUser, uid: string, changes: ProfileChanges, bodyPath = '/body') {
  if (viewer.id !== uid) throw forbidden('You can only edit your own profile.');
  const fullName = changes.fullName === undefined ? undefined : requiredFullName(changes.fullName, `${bodyPath}/fullName`);
  const socialLinks = changes.socialLinks
    ? Object.fromEntries(Object.entries(changes.socialLinks).filter(([, v]) => v !== ''))
    : undefined;
  const updated = await updateUser(db, uid, {
    ...changes,
    fullName,
    bio: changes.bio?.trim(),
    phone: changes.phone?.trim(),
    socialLinks,
  });
  if (!updated) throw notFound('User profile not found');
  return getProfile(db, viewer, uid);
}
