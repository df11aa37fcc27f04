/*
 * Failed entry-code attempts, counted per address and per network (limits in http/rate-limits.ts).
 *
 * No budget is shared by everyone: 50 wrong codes from anywhere used to lock every owner out. A
 * budget that refused only wrong codes once spent would not help either: a wrong code answered
 * 429 instead of 401 still tells the guesser it was wrong. So every budget is spent before the
 * code is checked (the guesser learns nothing once refused), and each is a caller's own: an
 * address (IPv4, or an IPv6 /64, which one host holds whole) 5 failures per 15 min, its network
 * (IPv4 /24, IPv6 /48) 25. An owner is held back only by guesses from their own address or block.
 *
 * The arithmetic. Codes: 16 random digits, first nonzero, 9 × 10^15. Stores: at most one per
 * student, say 10^5 (realistically 10^3). Expected wrong guesses before one hits any store:
 * 9 × 10^15 / stores = 9 × 10^12 (10^3 stores), 9 × 10^10 (10^5).
 * Guesses per hour at most: 20 per address, 100 per /24 or /48.
 * - a botnet of 10^6 addresses in distinct /24s: 2 × 10^7/h, so 51 years (10^3 stores), 6 months (10^5);
 * - an IPv6 /32 (an ISP's block, 65,536 /48s): 6.6 × 10^6/h, 156 years (10^3 stores), 1.6 years (10^5);
 * - every /24 of the IPv4 internet (2^24 ≈ 1.7 × 10^7) at once: 1.7 × 10^9/h, 7 months (10^3), 2 days (10^5).
 * The old shared cap allowed 200/h (5 × 10^4 years even for 10^5 stores), at the price of locking
 * every owner out.
 */
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/problem.js';
import type { GuesserKeys } from './store-portal.address.js';

export interface EntryCodeLimits {
  perAddress: RateLimiterPostgres;
  perNetwork: RateLimiterPostgres;
}

const refused = (e: unknown) => (e instanceof RateLimiterRes ? tooManyRequests(e.msBeforeNext / 1000) : e);

/**
 * Spends a point of the address's and the network's budgets before the code is checked, and
 * refuses (429 with Retry-After) when either is spent: taken first, atomically, so a burst of
 * parallel guesses cannot all pass a look at the counters before any failure is counted. A right
 * code gives the points back (attemptSucceeded), so in the end only failures count.
 */
export async function spendAttempt(limits: EntryCodeLimits, keys: GuesserKeys): Promise<void> {
  try {
    await limits.perAddress.consume(keys.address);
  } catch (e) {
    throw refused(e);
  }
  try {
    await limits.perNetwork.consume(keys.network);
  } catch (e) {
    // Refused by the network's budget: this address's attempt was never made.
    await limits.perAddress.reward(keys.address, 1);
    throw refused(e);
  }
}

/** The code was right: the address starts afresh and its network gets its point back. */
export async function attemptSucceeded(limits: EntryCodeLimits, keys: GuesserKeys): Promise<void> {
  await Promise.all([limits.perAddress.delete(keys.address), limits.perNetwork.reward(keys.network, 1)]);
}
