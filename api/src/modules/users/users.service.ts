import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { profileQuery, type ProfileRow } from './users.profile-query.js';
import { updateProfileFields, type ProfileFields } from './users.repository.js';

const profileRows = compiledQuery<[uid: string], ProfileRow>((db, uid) => profileQuery(db, uid).limit(1));
const findProfileRow = async (db: Db, uid: string) => (await profileRows(db, uid))[0];

type CurrentSubscription = Schemas['CurrentSubscription'];

/**
 * The student's current subscription, shown on their own profile. The subscriptions module
 * answers it; app.ts hands it in, so that users (which subscriptions builds on) imports no module.
 */
export type CurrentSubscriptionReader = (db: Db, userId: string) => Promise<CurrentSubscription | null>;

function toProfile(row: ProfileRow, currentSubscription: CurrentSubscription | null | undefined): Schemas['UserProfile'] {
  const publicFields = {
    _id: row.id,
    uid: row.id,
    fullName: row.fullName,
    profileImage: row.profileImage,
    bio: row.bio,
    socialLinks: row.socialLinks,
    joinedDate: row.joinedDate.toISOString(),
  };
  if (currentSubscription === undefined) return publicFields;
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
    currentSubscription,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Everybody sees the public fields; the student and admins see everything. */
export async function getProfile(db: Db, subscriptionOf: CurrentSubscriptionReader, viewer: SessionUser | undefined, uid: string) {
  const showPrivate = viewer?.id === uid || viewer?.isAdmin === true;
  const [row, currentSubscription] = await Promise.all([findProfileRow(db, uid), showPrivate ? subscriptionOf(db, uid) : undefined]);
  if (!row) throw notFound('User profile not found');
  return toProfile(row, currentSubscription);
}

const FULL_NAME_REQUIRED = 'Full name is required.';

/** A name of only spaces would be stored empty; `path` is the field's place in the request body. */
export function requiredFullName(value: string, path: string): string {
  const name = value.trim();
  if (!name) throw badRequest(FULL_NAME_REQUIRED, 'invalid-input', [{ path, message: FULL_NAME_REQUIRED }]);
  return name;
}

/**
 * Only the student edits their own profile (admins included: they manage roles, not profiles).
 * `bodyPath` is where the changes sit in the request body, so a refusal names the field there.
 */
export async function updateProfile(
  db: Db,
  subscriptionOf: CurrentSubscriptionReader,
  viewer: SessionUser,
  uid: string,
  changes: ProfileFields,
  bodyPath = '/body',
) {
  if (viewer.id !== uid) throw forbidden('You can only edit your own profile.');
  const fullName = changes.fullName === undefined ? undefined : requiredFullName(changes.fullName, `${bodyPath}/fullName`);
  const socialLinks = changes.socialLinks
    ? Object.fromEntries(Object.entries(changes.socialLinks).filter(([, v]) => v !== ''))
    : undefined;
  const updated = await updateProfileFields(db, uid, {
    ...changes,
    fullName,
    bio: changes.bio?.trim(),
    phone: changes.phone?.trim(),
    socialLinks,
  });
  if (!updated) throw notFound('User profile not found');
  return getProfile(db, subscriptionOf, viewer, uid);
}
