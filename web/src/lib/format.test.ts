import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPostedAgo, formatRupees, pluralize } from './format';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(149)).toBe('₹149.00');
    expect(formatRupees(150000)).toBe('₹1,50,000.00');
  });

  it('drops paise for whole amounts when asked', () => {
    expect(formatRupees(199, { whole: true })).toBe('₹199');
    expect(formatRupees(19.5, { whole: true })).toBe('₹19.50');
  });
});

describe('formatDate', () => {
  it('formats in India time, so a late-UTC instant is already the next day', () => {
    // 20:00 UTC on 31 Dec is 01:30 on 1 Jan in Kolkata.
    expect(formatDate('2024-12-31T20:00:00Z')).toBe('1 Jan 2025');
  });

  it('returns an empty string for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date and time', () => {
    expect(formatDateTime('2025-08-19T15:30:00Z')).toMatch(/19 Aug 2025.*9:00\s?pm/i);
  });
});

describe('pluralize', () => {
  it('picks the singular for one', () => {
    expect(pluralize(1, 'day')).toBe('1 day');
    expect(pluralize(0, 'day')).toBe('0 days');
    expect(pluralize(7, 'listing')).toBe('7 listings');
  });
});

describe('formatPostedAgo', () => {
  // 10:00 India time on 20 Aug 2025.
  const now = new Date('2025-08-20T04:30:00Z');
  it('says today, yesterday and days ago by India-time calendar day, then the date', () => {
    expect(formatPostedAgo('2025-08-19T19:00:00Z', now)).toBe('today'); // 00:30 on the 20th in India
    expect(formatPostedAgo('2025-08-19T18:00:00Z', now)).toBe('yesterday'); // 23:30 on the 19th
    expect(formatPostedAgo('2025-08-17T10:00:00Z', now)).toBe('3 days ago');
    expect(formatPostedAgo('2025-08-01T10:00:00Z', now)).toBe('1 Aug 2025');
    expect(formatPostedAgo('not a date', now)).toBe('');
  });
});
