import { describe, expect, it } from 'vitest';
import { expiryBadge } from './expiry-badge';

// 10:00 on 10 Aug 2025 in Kolkata.
const NOW = new Date('2025-08-10T04:30:00Z');

describe('expiryBadge', () => {
  it('shows nothing without an expiry date', () => {
    expect(expiryBadge(null, NOW)).toBeNull();
    expect(expiryBadge(undefined, NOW)).toBeNull();
    expect(expiryBadge('not a date', NOW)).toBeNull();
  });

  it("says 'Expires today' while less than a day is left, never 'Expired' (India time)", () => {
    // 23:00 in Kolkata the same day: 13 hours left.
    expect(expiryBadge('2025-08-10T17:30:00Z', NOW)).toEqual({ label: 'Expires today', kind: 'soon' });
    // An hour left.
    expect(expiryBadge('2025-08-10T05:30:00Z', NOW)).toEqual({ label: 'Expires today', kind: 'soon' });
  });

  it("says 'Expired today' once the time has passed earlier the same day", () => {
    expect(expiryBadge('2025-08-10T01:00:00Z', NOW)).toEqual({ label: 'Expired today', kind: 'expired' });
    expect(expiryBadge('2025-08-10T04:30:00Z', NOW)).toEqual({ label: 'Expired today', kind: 'expired' });
  });

  it('counts India calendar days, not 24-hour blocks', () => {
    // 00:30 in Kolkata the next day: 14.5 hours away, but tomorrow.
    expect(expiryBadge('2025-08-10T19:00:00Z', NOW)).toEqual({ label: 'Expires in 1 day', kind: 'soon' });
  });

  it('marks 7 days or fewer as expiring soon', () => {
    expect(expiryBadge('2025-08-13T04:30:00Z', NOW)).toEqual({ label: 'Expires in 3 days', kind: 'soon' });
    expect(expiryBadge('2025-08-17T04:30:00Z', NOW)).toEqual({ label: 'Expires in 7 days', kind: 'soon' });
  });

  it('says how many days remain beyond that', () => {
    expect(expiryBadge('2025-08-18T04:30:00Z', NOW)).toEqual({ label: 'Expires in 8 days', kind: 'later' });
    expect(expiryBadge('2025-09-07T04:30:00Z', NOW)).toEqual({ label: 'Expires in 28 days', kind: 'later' });
  });

  it("reads 'Expired' once the day has passed", () => {
    expect(expiryBadge('2025-08-08T04:30:00Z', NOW)).toEqual({ label: 'Expired', kind: 'expired' });
  });
});
