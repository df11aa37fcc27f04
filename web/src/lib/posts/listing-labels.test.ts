import { describe, expect, it } from 'vitest';
import { listingPriceLabel, productAgeLabel, rentalRateLabel } from './listing-labels';

describe('rentalRateLabel', () => {
  it('puts the spec unit after the amount', () => {
    expect(rentalRateLabel({ amount: 150, duration: 'day' })).toBe('₹150/day');
    expect(rentalRateLabel({ amount: 40, duration: 'hour' })).toBe('₹40/hr');
    expect(rentalRateLabel({ amount: 400, duration: 'week' })).toBe('₹400/wk');
    expect(rentalRateLabel({ amount: 1200, duration: 'month' })).toBe('₹1,200/mo');
  });

  it('keeps paise when there are some', () => {
    expect(rentalRateLabel({ amount: 99.5, duration: 'day' })).toBe('₹99.50/day');
  });
});

describe('listingPriceLabel', () => {
  it('shows the price of a sell listing and the rate of a lend listing', () => {
    expect(listingPriceLabel({ price: 1500, rentalRate: null })).toBe('₹1,500');
    expect(listingPriceLabel({ price: 0, rentalRate: null })).toBe('₹0');
    expect(listingPriceLabel({ price: null, rentalRate: { amount: 150, duration: 'day', deposit: 500 } })).toBe('₹150/day');
  });
});

describe('productAgeLabel', () => {
  it("says 'New' for no age", () => {
    expect(productAgeLabel({ years: 0, months: 0 })).toBe('New');
  });

  it('shows months, years, or both', () => {
    expect(productAgeLabel({ years: 0, months: 3 })).toBe('3mo');
    expect(productAgeLabel({ years: 2, months: 0 })).toBe('2yr');
    expect(productAgeLabel({ years: 1, months: 6 })).toBe('1yr 6mo');
  });
});
