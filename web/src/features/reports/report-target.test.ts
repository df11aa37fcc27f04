import { describe, expect, it } from 'vitest';
import { parseReportLink, reportTargetPath } from './report-target';

const ID = '3f2b8c1e-9a4d-4e21-8b7a-5c6d7e8f9a0b';

describe('parseReportLink', () => {
  it.each([
    [`https://thriftz.in/product/${ID}`, 'listing'],
    [`/request/${ID}`, 'request'],
    [`http://localhost:5173/users/${ID}?tab=listings`, 'user'],
    [`  https://thriftz.in/product/${ID.toUpperCase()}/  `, 'listing'],
  ])('reads %s as a %s', (link, itemType) => {
    expect(parseReportLink(link)).toEqual({ itemType, itemId: ID });
  });

  it.each(['', 'https://example.com/whatever', '/product/123', `/roommate-finder/${ID}`])('refuses %j', (link) => {
    expect(parseReportLink(link)).toBeNull();
  });

  it("answers each target's own page", () => {
    expect(reportTargetPath({ itemType: 'listing', itemId: ID })).toBe(`/product/${ID}`);
    expect(reportTargetPath({ itemType: 'request', itemId: ID })).toBe(`/request/${ID}`);
    expect(reportTargetPath({ itemType: 'user', itemId: ID })).toBe(`/users/${ID}`);
  });
});
