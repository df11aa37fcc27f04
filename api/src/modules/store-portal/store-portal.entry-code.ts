// The store's 16-digit entry code: made with a CSPRNG, kept only as a keyed hash, shown once.
import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../http/problem.js';
import { closeOtherStoreSessions } from '../../http/store-session.js';
import { recordAudit } from '../audit/index.js';
import { findStoreRef, setEntryCodeHash, STORE_NOT_FOUND } from '../stores/index.js';
import { revokeTokensOfStore } from '../tokens/index.js';

export const ENTRY_CODE_PATTERN = /^\d{16}$/;
export const ENTRY_CODE_FORMAT = 'Entry code must be 16 digits';
export const INVALID_ENTRY_CODE = 'Invalid entry code. Please try again.';

/** What the code-hashing needs of the configuration (the seed has no more than this). */
export interface EntryCodeConfig {
  storePortal: { codeSecret: string };
}

/**
 * HMAC-SHA256 under the server's secret, hex: a leaked table alone does not let anyone try the
 * 10^16 codes offline, and the hash is deterministic, so a code is found by its hash (unique).
 */
export const hashEntryCode = (secret: string, code: string) => createHmac('sha256', secret).update(code).digest('hex');

/** 16 random digits, the first not zero (the spec's shape of a regenerated code). */
export function randomEntryCode(): string {
  let code = String(randomInt(1, 10));
  for (let i = 1; i < 16; i += 1) code += String(randomInt(0, 10));
  return code;
}

/**
 * Gives the store a new random code and answers it (the one time it is seen): the old one stops
 * working at once. Two stores drawing the same code (one chance in about 10^15 per pair) would
 * meet the unique hash and fail, and the caller may try again.
 */
export async function generateEntryCode(db: Db, config: EntryCodeConfig, storeId: string): Promise<string> {
  const code = randomEntryCode();
  if (!(await setEntryCodeHash(db, storeId, hashEntryCode(config.storePortal.codeSecret, code)))) throw notFound(STORE_NOT_FOUND);
  return code;
}

/** Who asks for a new code: an admin (every portal session ends) or the store's own session (the others end). */
export type EntryCodeRequester = { kind: 'admin'; user: { id: string; fullName: string } } | { kind: 'store'; keepSession: string };

/**
 * A new code for the store (generateEntryCode), the store's other portal sessions ended, and the
 * audit entry, in one transaction: whoever had the old code is out. Answers the code, seen this once.
 */
export async function regenerateEntryCode(db: Db, config: EntryCodeConfig, storeId: string, by: EntryCodeRequester): Promise<string> {
  return db.transaction(async (trx) => {
    const store = await findStoreRef(trx, storeId);
    const code = await generateEntryCode(trx, config, storeId);
    await closeOtherStoreSessions(trx, storeId, by.kind === 'store' ? by.keepSession : undefined);
    // Tokens made with the old code's sessions end too: whoever had it may have made some.
    await revokeTokensOfStore(trx, storeId);
    const actor = by.kind === 'admin' ? by : { kind: 'store' as const, storeId, storeName: store.name };
    await recordAudit(trx, actor, {
      action: 'store.entry-code',
      targetType: 'store',
      targetId: storeId,
      summary: `Regenerated the entry code of ${store.name}`,
    });
    return code;
  });
}
