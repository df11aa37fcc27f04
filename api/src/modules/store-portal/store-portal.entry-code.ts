// The store's 16-digit entry code: made with a CSPRNG, kept only as a keyed hash, shown once.
import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../http/problem.js';
import { setEntryCodeHash, STORE_NOT_FOUND } from '../stores/index.js';

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
