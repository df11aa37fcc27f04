/**
 * A new client address (TEST-NET-2) on each call, for X-Forwarded-For: each test writes from its
 * own address, so a per-IP limit is only the rate-limit test's concern.
 */
export function newAddresses(): () => string {
  let count = 0;
  return () => `198.51.100.${(count += 1)}`;
}
