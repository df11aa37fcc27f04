import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { profileQuery, type ProfileRow } from './users.profile-query.js';
import { updateProfileFields, type ProfileFields } from './users.repository.js';

const profileRows = compiledQuery<[uid: string], ProfileRow>((db, uid) => profileQuery(db, uid).limit(1));

type CurrentSubscription = Schemas['CurrentSubscription'];

/**
 * How the subscriptions module joins a student's current subscription (and its plan) to their row,
 * aliased `u`: the owner's profile is then one statement. app.ts hands it in, so that users (which
 * subscriptions builds on) imports no module.
 */
export interface CurrentSubscriptionJoin {
  /** The select list's extra columns. */
  columns: string;
  /** LEFT JOINs on `u`. */
  joins: string;
  /** The subscription those columns describe, or null. */
  read: (row: never, now: Date) => CurrentSubscription | null;
}

/** The owner's profile query, compiled once per join (there is one: the subscriptions module's). */
const ownerProfileRows = new WeakMap<CurrentSubscriptionJoin, ReturnType<typeof compiledQuery<[uid: string], ProfileRow>>>();

function ownerProfileRowsOf(subscription: CurrentSubscriptionJoin) {
  let rows = ownerProfileRows.get(subscription);
  if (!rows) {
    rows = compiledQuery<[uid: string], ProfileRow>((db, uid) =>
      profileQuery(db, uid).select(db.raw(subscription.columns)).joinRaw(subscription.joins).limit(1),
    );
    ownerProfileRows.set(subscription, rows);
  }
  return rows;
}

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

/** Everybody sees the public fields; the student and admins see everything, their subscription read in the same statement. */
export async function getProfile(db: Db, subscription: CurrentSubscriptionJoin, viewer: SessionUser | undefined, uid: string) {
  if (viewer?.id === uid || viewer?.isAdmin === true) {
    const [row] = await ownerProfileRowsOf(subscription)(db, uid);
    if (!row) throw notFound('User profile not found');
    return toProfile(row, subscription.read(row as never, new Date()));
  }
  const [row] = await profileRows(db, uid);
  if (!row) throw notFound('User profile not found');
  return toProfile(row, undefined);
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
  subscription: CurrentSubscriptionJoin,
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
  return getProfile(db, subscription, viewer, uid);
}
