// Failed entry-code attempts, counted per address and across all addresses (limits in http/rate-limits.ts).
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/problem.js';

export interface EntryCodeLimits {
  perAddress: RateLimiterPostgres;
  all: RateLimiterPostgres;
}

/** The one key of the budget every address shares. */
const EVERYONE = 'all';

const refused = (e: unknown) => (e instanceof RateLimiterRes ? tooManyRequests(e.msBeforeNext / 1000) : e);

/**
 * Spends a point of both budgets before the code is checked, and refuses (429 with Retry-After)
 * when either is spent: taken first, atomically, so a burst of parallel guesses cannot all pass
 * a look at the counters before any failure is counted. A right code gives the points back
 * (attemptSucceeded), so in the end only failures count. Once refused, a right code is refused too.
 */
export async function spendAttempt(limits: EntryCodeLimits, address: string): Promise<void> {
  try {
    await limits.perAddress.consume(address);
  } catch (e) {
    throw refused(e);
  }
  try {
    await limits.all.consume(EVERYONE);
  } catch (e) {
    // Refused by everyone's budget: this address's attempt was never made.
    await limits.perAddress.reward(address, 1);
    throw refused(e);
  }
}

/** The code was right: the address starts afresh and everyone's budget gets its point back. */
export async function attemptSucceeded(limits: EntryCodeLimits, address: string): Promise<void> {
  await Promise.all([limits.perAddress.delete(address), limits.all.reward(EVERYONE, 1)]);
}
