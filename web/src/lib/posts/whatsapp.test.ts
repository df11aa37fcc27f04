import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappNumber } from './whatsapp';

describe('whatsappNumber', () => {
  it('adds 91 to a 10-digit Indian number', () => {
    expect(whatsappNumber('9876543210')).toBe('919876543210');
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('98765-43210')).toBe('919876543210');
  });

  it('keeps a number that already has a country code', () => {
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsappNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('919876543210')).toBe('919876543210');
    expect(whatsappNumber('0091 98765 43210')).toBe('919876543210');
  });

  it('replaces the trunk 0 of a national number with 91', () => {
    expect(whatsappNumber('09876543210')).toBe('919876543210');
  });

  it('gives null for nothing usable', () => {
    expect(whatsappNumber(undefined)).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('   ')).toBeNull();
    expect(whatsappNumber('12345')).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('builds a wa.me link, with an optional message', () => {
    expect(whatsappLink('9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappLink('9876543210', 'Hi & hello')).toBe('https://wa.me/919876543210?text=Hi%20%26%20hello');
    expect(whatsappLink(undefined)).toBeNull();
  });
});
