import { describe, expect, it } from 'vitest';
import { isOtherApp, loginPath, pathFromState, sanitizeReturnTo } from './return-to';

describe('sanitizeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(sanitizeReturnTo('/profile')).toBe('/profile');
    expect(sanitizeReturnTo('/profile?tab=subscription')).toBe('/profile?tab=subscription');
    expect(sanitizeReturnTo('/faq#payments')).toBe('/faq#payments');
  });

  it('rejects other hosts and protocol tricks', () => {
    expect(sanitizeReturnTo('https://evil.example/')).toBe('/');
    expect(sanitizeReturnTo('//evil.example')).toBe('/');
    expect(sanitizeReturnTo('/\\evil.example')).toBe('/');
    expect(sanitizeReturnTo('javascript:alert(1)')).toBe('/');
    expect(sanitizeReturnTo('profile')).toBe('/');
    expect(sanitizeReturnTo('/\t/evil.example')).toBe('/');
    expect(sanitizeReturnTo(' //evil.example')).toBe('/');
  });

  it('rejects missing values and non-strings', () => {
    expect(sanitizeReturnTo(null)).toBe('/');
    expect(sanitizeReturnTo(undefined)).toBe('/');
    expect(sanitizeReturnTo('')).toBe('/');
    expect(sanitizeReturnTo(42)).toBe('/');
  });

  it('never returns to the login page itself', () => {
    expect(sanitizeReturnTo('/login')).toBe('/');
    expect(sanitizeReturnTo('/login?returnTo=/profile')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(sanitizeReturnTo('//evil.example', '/profile')).toBe('/profile');
  });
});

describe('loginPath', () => {
  it('encodes the path to come back to', () => {
    expect(loginPath('/profile?tab=subscription')).toBe('/login?returnTo=%2Fprofile%3Ftab%3Dsubscription');
  });

  it('leaves the query off for home and unsafe paths', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/verify-email?token=abc')).toBe('/login');
    expect(loginPath('/reset-password?token=abc')).toBe('/login');
  });
});

describe('pathFromState', () => {
  it('reads a location-like or string `from`', () => {
    expect(pathFromState({ from: { pathname: '/profile', search: '?tab=subscription' } })).toBe(
      '/profile?tab=subscription',
    );
    expect(pathFromState({ from: '/faq' })).toBe('/faq');
    expect(pathFromState(null)).toBeUndefined();
    expect(pathFromState({})).toBeUndefined();
  });
});

describe('isOtherApp', () => {
  it('sends /admin/ paths to the back office by a full page load', () => {
    expect(isOtherApp('/admin/')).toBe(true);
    expect(isOtherApp('/admin')).toBe(true);
    expect(isOtherApp('/administrator')).toBe(false);
    expect(isOtherApp('/profile')).toBe(false);
  });
});
