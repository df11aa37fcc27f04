// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isApiRead, isAppNavigation, isPublicAnswer } from './cache-rules';

const ORIGIN = 'https://thriftz.example';

/** A request as the worker's route matching sees it (a navigation cannot be made with `new Request`). */
function asked(address: string, { method = 'GET', mode = 'cors' }: { method?: string; mode?: RequestMode } = {}) {
  const url = new URL(address, ORIGIN);
  return { request: { method, mode } as Request, url, sameOrigin: url.origin === ORIGIN };
}

const answer = (cacheControl: string | null, status = 200) =>
  new Response('{}', { status, headers: cacheControl === null ? {} : { 'cache-control': cacheControl } });

describe('the service worker keeps only what the server marked public', () => {
  it("keeps a visitor's read", () => {
    expect(isPublicAnswer(answer('public, max-age=30, stale-while-revalidate=30'))).toBe(true);
    expect(isPublicAnswer(answer('Public, max-age=300'))).toBe(true);
  });

  it("never keeps a signed-in caller's answer, one without a verdict, or anything but a whole 200", () => {
    expect(isPublicAnswer(answer('private, no-store'))).toBe(false);
    expect(isPublicAnswer(answer('public, no-store'))).toBe(false);
    expect(isPublicAnswer(answer('no-cache'))).toBe(false);
    expect(isPublicAnswer(answer(null))).toBe(false);
    expect(isPublicAnswer(answer('public, max-age=30', 404))).toBe(false);
    expect(isPublicAnswer(answer('public, max-age=30', 206))).toBe(false);
    // A directive's value is not a directive: `private` named in a field list still counts.
    expect(isPublicAnswer(answer('public, private="set-cookie"'))).toBe(false);
  });
});

describe('what the service worker takes into its hands', () => {
  it("handles the student app's pages, not the API's, the back office's or the store portal's", () => {
    for (const page of ['/', '/products?q=calculator', '/product/42', '/inbox', '/administration-tips', '/api-guide']) {
      expect(isAppNavigation(asked(page, { mode: 'navigate' })), page).toBe(true);
    }
    for (const other of ['/api/docs', '/api', '/admin', '/admin/', '/admin/#/users', '/store-portal', '/store-portal/orders']) {
      expect(isAppNavigation(asked(other, { mode: 'navigate' })), other).toBe(false);
    }
    expect(isAppNavigation(asked('https://checkout.razorpay.com/v1', { mode: 'navigate' }))).toBe(false);
    expect(isAppNavigation(asked('/products'))).toBe(false);
  });

  it("reads of the API by the app's own fetches: not writes, pictures, the chat's socket or another origin", () => {
    expect(isApiRead(asked('/api/listings?type=sell'))).toBe(true);
    expect(isApiRead(asked('/api/users/me'))).toBe(true);
    expect(isApiRead(asked('/api/listings', { method: 'POST' }))).toBe(false);
    expect(isApiRead(asked('/api/images/abc/card'))).toBe(false);
    expect(isApiRead(asked('/api/socket'))).toBe(false);
    expect(isApiRead(asked('/api/docs', { mode: 'navigate' }))).toBe(false);
    expect(isApiRead(asked('https://api.razorpay.com/api/orders'))).toBe(false);
    expect(isApiRead(asked('/assets/index-abc.js'))).toBe(false);
  });
});
