// Personal access tokens: made (shown once), listed, revoked, and found again by their secret.
// A secret is `thz_` and 32 random bytes (base64url): the prefix lets secret scanners and people
// recognise one; the entropy makes a plain SHA-256 enough to keep (no salt or slow hash needed,
// nothing to guess), so a token is found by its hash in one indexed read.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { AccessTokenResolver, AccessTokenScope } from '../../http/access-token.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import { findSessionUser } from '../users/index.js';
import * as repo from './tokens.repository.js';
import type { TokenOwner, TokenRow } from './tokens.repository.js';

export const TOKEN_PREFIX = 'thz_';
const SECRET_FORMAT = /^thz_[A-Za-z0-9_-]{43}$/;
export const MAX_TOKENS = 20;
export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 365;
/** A token's use is recorded at most this often. */
export const LAST_USED_EVERY_SECONDS = 60;

export const tokenMessages = {
  name: 'Name the token in 1 to 60 characters.',
  scopes: 'Choose one or more scopes: read, write, admin or chat.',
  expiresInDays: 'The expiry must be a whole number of days from 1 to 365.',
  adminOnly: 'Only admins can give a token the admin scope.',
  storeScopes: "A store token's scopes are read and write.",
  tooMany: `You have ${MAX_TOKENS} tokens, the most one can hold. Revoke one to make another.`,
  notFound: 'Token not found.',
};

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const invalid = (field: 'name' | 'scopes' | 'expiresInDays', message = tokenMessages[field]) =>
  badRequest(message, 'invalid-input', [{ path: `/body/${field}`, message }]);

const toAccessToken = (row: TokenRow) => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Db, owner: TokenOwner) {
  return { items: (await repo.listTokens(db, owner)).map(toAccessToken), limit: MAX_TOKENS };
}

export interface TokenInput {
  name: string;
  scopes: AccessTokenScope[];
  expiresInDays?: number;
}

/** Who makes the token: a student (admin or not) or a store's portal session. */
export type TokenMaker = { kind: 'user'; userId: string; isAdmin: boolean } | { kind: 'store'; storeId: string };

/** Makes the token and answers it with its secret, which is never seen again. */
export async function createToken(db: Db, maker: TokenMaker, input: TokenInput) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 60) throw invalid('name');
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) throw invalid('scopes');
  if (maker.kind === 'store' && scopes.some((s) => s !== 'read' && s !== 'write')) throw invalid('scopes', tokenMessages.storeScopes);
  if (maker.kind === 'user' && scopes.includes('admin') && !maker.isAdmin) throw forbidden(tokenMessages.adminOnly, 'admin-scope');
  const days = input.expiresInDays ?? DEFAULT_EXPIRY_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRY_DAYS) throw invalid('expiresInDays');

  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const owner: TokenOwner = maker.kind === 'user' ? { kind: 'user', userId: maker.userId } : { kind: 'store', storeId: maker.storeId };
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const row = await repo.insertTokenWithin(db, owner, MAX_TOKENS, { tokenHash: hashSecret(secret), name, scopes, expiresAt });
  if (!row) throw conflict(tokenMessages.tooMany, 'too-many-tokens');
  return { ...toAccessToken(row), token: secret };
}

export async function revokeToken(db: Db, owner: TokenOwner, id: string) {
  if (!(await repo.deleteToken(db, owner, id))) throw notFound(tokenMessages.notFound);
}

/**
 * The http layer's token lookup (http/access-token.ts): the live token of a secret and its
 * owner as they are now (the student's row with its admin flag and suspension, read afresh on
 * every request as the session read does). Its use is recorded at most once a minute.
 */
export function tokenResolver(db: Db): AccessTokenResolver {
  return async (secret) => {
    if (!SECRET_FORMAT.test(secret)) return undefined;
    const row = await repo.findLiveToken(db, hashSecret(secret));
    if (!row) return undefined;
    const base = { id: row.id, scopes: row.scopes, expiresAt: row.expiresAt };
    let found;
    if (row.userId) {
      const user = await findSessionUser(db, row.userId);
      if (!user) return undefined;
      found = { ...base, user };
    } else {
      found = { ...base, storeId: row.storeId! };
    }
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_SECONDS * 1000) {
      await repo.touchLastUsed(db, row.id, LAST_USED_EVERY_SECONDS);
    }
    return found;
  };
}

/** Ends the students' tokens with their sessions (auth's endSessionsOf: a password reset, a deletion). */
export async function revokeTokensOfUsers(db: Db, userIds: string[]) {
  await repo.deleteTokensOfUsers(db, userIds);
}

/** Ends the store's tokens (a regenerated entry code: whoever had the old one may have made some). */
export async function revokeTokensOfStore(db: Db, storeId: string) {
  await repo.deleteTokensOfStore(db, storeId);
}
