import { describe, expect, it } from 'vitest';
import { priceBounds } from './price-bounds';

describe('priceBounds', () => {
  it('runs from 0 to the highest listed price on /products', () => {
    expect(priceBounds('sell', 4500)).toEqual({ min: 0, max: 4500 });
  });

  it('rounds the top up to the slider step', () => {
    expect(priceBounds('sell', 1499.5)).toEqual({ min: 0, max: 1500 });
    expect(priceBounds('sell', 0)).toEqual({ min: 0, max: 100 });
  });

  it('falls back to 10000 when nothing is listed', () => {
    expect(priceBounds('sell', null)).toEqual({ min: 0, max: 10000 });
    expect(priceBounds('sell', undefined)).toEqual({ min: 0, max: 10000 });
  });

  it('is 0 to 1000 on /borrow whatever is listed', () => {
    expect(priceBounds('lend', 5000)).toEqual({ min: 0, max: 1000 });
    expect(priceBounds('lend', null)).toEqual({ min: 0, max: 1000 });
  });
});
