import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';

export type TokenPurpose = 'verify-email' | 'password-reset';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token; only its hash is stored. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('emailTokens').insert({
    userId,
    purpose,
    tokenHash: digest(token),
    expiresAt: db.raw(`now() + make_interval(secs => ?)`, [ttlSeconds]),
  });
  return token;
}

/** Marks the token used and answers its user, or nothing when it is unknown, used or expired. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | undefined> {
  const [row] = await db('emailTokens')
    .where({ tokenHash: digest(token), purpose })
    .whereNull('usedAt')
    .andWhere('expiresAt', '>', db.fn.now())
    .update({ usedAt: db.fn.now() })
    .returning('userId');
  return row?.userId as string | undefined;
}

/** When the newest token of this purpose was issued (to avoid re-sending links too often). */
export async function lastIssuedAt(db: Db, userId: string, purpose: TokenPurpose): Promise<Date | undefined> {
  const row = await db('emailTokens').where({ userId, purpose }).max('createdAt as last').first();
  return (row?.last as Date | null) ?? undefined;
}

/** Drops the tokens that expired more than a week ago (kept a while to tell "expired" from "unknown"). */
export async function pruneEmailTokens(db: Db) {
  await db.raw(`DELETE FROM email_tokens WHERE expires_at < now() - interval '7 days'`);
}
