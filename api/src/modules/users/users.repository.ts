import type { Db } from '../../db/knex.js';
import type { SessionUser, Suspension } from '../../http/session-user.js';
import { SESSION_READ_TOPICS, type SessionWithUserReader } from '../../http/session.js';
import { dropCachedOnCommit } from '../../db/cache-bus.js';

export interface SocialLinks {
  instagram?: string;
  linkedin?: string;
  twitter?: string;
  github?: string;
  website?: string;
}

export interface UserRow {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string | null;
  googleId: string | null;
  emailVerifiedAt: Date | null;
  isAdmin: boolean;
  phone: string;
  bio: string;
  socialLinks: SocialLinks;
  profileImage: string | null;
  profileCreatedAt: Date | null;
  welcomeEmailQueuedAt: Date | null;
  /** Made on the pre-launch page: verifying the address claims an early-bird place. */
  earlyAccessSignup: boolean;
  monthlyListingsUsed: number;
  monthlyProductAdsUsed: number;
  lastListingReset: Date;
  extraListingsPurchased: number;
  extraAdsPurchased: number;
  joinedDate: Date;
  updatedAt: Date;
}

/**
 * The student's running suspension (the moderation module writes user_suspensions; at most one
 * is unlifted and unexpired), as a LATERAL join on `u`, read with every session.
 */
const SUSPENSION_JOIN =
  'LEFT JOIN LATERAL (SELECT us.ends_at, us.reason FROM user_suspensions us ' +
  'WHERE us.user_id = u.id AND us.lifted_at IS NULL AND us.ends_at > now() ORDER BY us.ends_at DESC LIMIT 1) sus ON true';

const suspensionOf = (row: Record<string, unknown>): Suspension | null =>
  row.suspended_until ? { until: new Date(row.suspended_until as string | Date), reason: row.suspension_reason as string } : null;

export const findUserById = (db: Db, id: string) =>
  db<UserRow>('users').where({ id }).first();

export const findUserByEmail = (db: Db, email: string) =>
  db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();

export const findUserByGoogleId = (db: Db, googleId: string) =>
  db<UserRow>('users').where({ googleId }).first();

/** The session's student id as connect-pg-simple stores it (passport's `user`), if it is a uuid. */
const SESSION_USER_ID = `CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END`;

/** The session row joined to its student (keep the student's part in step with findSessionUser). */
const SESSION_WITH_USER =
  `SELECT s.sess, s.expire, s.sess->'passport'->>'user' AS passport_user, u.id AS user_id, u.email AS user_email, ` +
  `u.full_name AS user_full_name, u.is_admin AS user_is_admin, u.profile_image AS user_profile_image, ` +
  `u.email_verified_at IS NOT NULL AS user_email_verified, sus.ends_at AS suspended_until, sus.reason AS suspension_reason ` +
  `FROM sessions s LEFT JOIN users u ON u.id = ${SESSION_USER_ID} ${SUSPENSION_JOIN} WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

/**
 * The session read of a signed-in request (http/session.ts): the session row and its student in
 * one statement, so a signed-in request costs one round trip. A named statement: each connection
 * parses and plans it once (half the server's work on a read this small).
 */
export const readSessionWithUser: SessionWithUserReader = async (pool, sid, nowSeconds) => {
  const { rows } = await pool.query({ name: 'thriftz-session-read', text: SESSION_WITH_USER, values: [sid, nowSeconds] });
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const user: SessionUser | undefined =
    row.user_id === null || row.user_id === undefined
      ? undefined
      : {
          id: row.user_id as string,
          email: row.user_email as string,
          fullName: row.user_full_name as string,
          isAdmin: row.user_is_admin as boolean,
          profileImage: row.user_profile_image as string | null,
          emailVerified: row.user_email_verified as boolean,
          suspension: suspensionOf(row),
        };
  return { sess: row.sess, expire: row.expire as Date, passportUser: (row.passport_user as string | null) ?? null, user };
};

export async function findSessionUser(db: Db, id: string): Promise<SessionUser | undefined> {
  return (await findSessionUsers(db, [id])).get(id);
}

/** The session users of `ids` in one statement (the chat reads its batch's senders afresh), by id. */
export async function findSessionUsers(db: Db, ids: string[]): Promise<Map<string, SessionUser>> {
  const { rows } = await db.raw(
    `SELECT u.id, u.email, u.full_name, u.is_admin, u.profile_image, u.email_verified_at IS NOT NULL AS email_verified,
       sus.ends_at AS suspended_until, sus.reason AS suspension_reason
     FROM users u ${SUSPENSION_JOIN} WHERE u.id = ANY(?::uuid[])`,
    [[...new Set(ids)]],
  ).options({ name: 'users-session-users' });
  // knex answers raw rows camelCased.
  type Row = Omit<SessionUser, 'suspension'> & { suspendedUntil: Date | null; suspensionReason: string | null };
  return new Map(
    (rows as Row[]).map(({ suspendedUntil, suspensionReason, ...user }) => [
      user.id,
      { ...user, suspension: suspendedUntil ? { until: suspendedUntil, reason: suspensionReason! } : null },
    ]),
  );
}

export async function insertUser(
  db: Db,
  user: Pick<UserRow, 'email' | 'fullName'> & Partial<Pick<UserRow, 'passwordHash' | 'googleId' | 'emailVerifiedAt' | 'isAdmin' | 'profileImage' | 'earlyAccessSignup'>>,
): Promise<UserRow> {
  const [row] = await db<UserRow>('users').insert(user).returning('*');
  return row!;
}

/**
 * Marks the address verified; if it was not yet, also drops the password, which whoever
 * registered the address first chose. True when it was unverified.
 */
export async function verifyAndDropUnprovenPassword(db: Db, id: string): Promise<boolean> {
  const rows = await db('users')
    .where({ id })
    .whereNull('emailVerifiedAt')
    .update({ emailVerifiedAt: db.fn.now(), passwordHash: null, updatedAt: db.fn.now() })
    .returning('id');
  dropCachedOnCommit(db, SESSION_READ_TOPICS.users);
  return rows.length > 0;
}

/** The profile fields a student edits; undefined ones stay as they are. */
export interface ProfileFields {
  fullName?: string;
  phone?: string;
  bio?: string;
  socialLinks?: SocialLinks;
}

export async function updateProfileFields(db: Db, id: string, fields: ProfileFields): Promise<UserRow | undefined> {
  const values: Record<string, unknown> = { updatedAt: db.fn.now() };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) values[key] = value;
  // pg sends a JS object bound to jsonb correctly only as text.
  if (fields.socialLinks) values.socialLinks = JSON.stringify(fields.socialLinks);
  const [row] = await db<UserRow>('users').where({ id }).update(values).returning('*');
  dropCachedOnCommit(db, SESSION_READ_TOPICS.users);
  return row;
}

export const setPasswordHash = (trx: Db, id: string, passwordHash: string) =>
  trx('users').where({ id }).update({ passwordHash, updatedAt: trx.fn.now() });

/** Links the Google account; answers the row as it now is. */
export async function linkGoogleAccount(trx: Db, id: string, googleId: string): Promise<UserRow | undefined> {
  const [row] = await trx<UserRow>('users').where({ id }).update({ googleId, updatedAt: trx.fn.now() }).returning('*');
  return row;
}

/**
 * Marks the address verified (the password stays: see verifyAndDropUnprovenPassword for an
 * address proven by Google). Answers the row's sign-up flag if it was unverified until now.
 */
export async function markEmailVerified(trx: Db, id: string): Promise<{ earlyAccessSignup: boolean } | undefined> {
  const [row] = await trx('users')
    .where({ id })
    .whereNull('emailVerifiedAt')
    .update({ emailVerifiedAt: trx.fn.now() })
    .returning<{ earlyAccessSignup: boolean }[]>('earlyAccessSignup');
  dropCachedOnCommit(trx, SESSION_READ_TOPICS.users);
  return row;
}

/** Marks the first log-in's profile as made; true only the first time. */
export async function markProfileCreated(trx: Db, id: string): Promise<boolean> {
  const rows = await trx('users').where({ id }).whereNull('profileCreatedAt').update({ profileCreatedAt: trx.fn.now() }).returning('id');
  return rows.length > 0;
}

/** Marks the welcome e-mail queued; answers who to write to, only the first time. */
export async function markWelcomeQueued(trx: Db, id: string): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await trx('users')
    .where({ id })
    .whereNull('welcomeEmailQueuedAt')
    .update({ welcomeEmailQueuedAt: trx.fn.now() })
    .returning<{ email: string; fullName: string }[]>(['email', 'fullName']);
  return row;
}

/** No more promotional e-mails for the student; answers whether the student exists. */
export async function stopMarketingEmails(db: Db, id: string): Promise<boolean> {
  const updated = await db('users').where({ id }).update({ marketingEmails: false, updatedAt: db.fn.now() });
  return updated > 0;
}
