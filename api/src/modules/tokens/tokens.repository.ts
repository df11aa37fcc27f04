// The access_tokens table: the one writer of it. Rows hold the SHA-256 of each secret, never the secret.
import type { Db } from '../../db/knex.js';
import type { AccessTokenScope } from '../../http/access-token.js';

/** Whose a token is: a student's (or admin's) or a mini store's. */
export type TokenOwner = { kind: 'user'; userId: string } | { kind: 'store'; storeId: string };

export interface TokenRow {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

export interface LiveTokenRow {
  id: string;
  userId: string | null;
  storeId: string | null;
  scopes: AccessTokenScope[];
  expiresAt: Date;
  lastUsedAt: Date | null;
}

const listed = ['id', 'name', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

const ownerWhere = (owner: TokenOwner) => (owner.kind === 'user' ? { userId: owner.userId } : { storeId: owner.storeId });

export async function listTokens(db: Db, owner: TokenOwner): Promise<TokenRow[]> {
  return db('access_tokens').where(ownerWhere(owner)).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).select(...listed);
}

/** Inserts the token unless the owner already holds `limit` (counted under a lock of the owner's rows); undefined then. */
export async function insertTokenWithin(
  db: Db,
  owner: TokenOwner,
  limit: number,
  token: { tokenHash: string; name: string; scopes: AccessTokenScope[]; expiresAt: Date },
): Promise<TokenRow | undefined> {
  return db.transaction(async (trx) => {
    // Two creations at once for one owner must not both pass the count: serialise them on the owner.
    await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`access-tokens:${owner.kind}:${owner.kind === 'user' ? owner.userId : owner.storeId}`]);
    const [{ count }] = (await trx('access_tokens').where(ownerWhere(owner)).count({ count: '*' })) as [{ count: number }];
    if (Number(count) >= limit) return undefined;
    const [row] = await trx('access_tokens')
      .insert({ ...ownerWhere(owner), tokenHash: token.tokenHash, name: token.name, scopes: token.scopes, expiresAt: token.expiresAt })
      .returning([...listed]);
    return row as TokenRow;
  });
}

/** Deletes the owner's token; false when the owner has no such token. */
export async function deleteToken(db: Db, owner: TokenOwner, id: string): Promise<boolean> {
  return (await db('access_tokens').where({ id, ...ownerWhere(owner) }).delete()) > 0;
}

export async function deleteTokensOfUsers(db: Db, userIds: string[]): Promise<void> {
  await db('access_tokens').whereIn('userId', userIds).delete();
}

export async function deleteTokensOfStore(db: Db, storeId: string): Promise<void> {
  await db('access_tokens').where({ storeId }).delete();
}

/** The unexpired token of a hash (revoked ones are gone). */
export async function findLiveToken(db: Db, tokenHash: string): Promise<LiveTokenRow | undefined> {
  return db('access_tokens')
    .where({ tokenHash })
    .where('expiresAt', '>', db.fn.now())
    .first('id', 'userId', 'storeId', 'scopes', 'expiresAt', 'lastUsedAt');
}

/** Records a use, unless one was recorded within `seconds` (so a busy token costs no write per request). */
export async function touchLastUsed(db: Db, id: string, seconds: number): Promise<void> {
  await db('access_tokens')
    .where({ id })
    .where((q) => q.whereNull('lastUsedAt').orWhere('lastUsedAt', '<=', db.raw(`now() - make_interval(secs => ?)`, [seconds])))
    .update({ lastUsedAt: db.fn.now() });
}
