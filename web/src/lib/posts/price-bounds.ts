import type { ListingType } from '@thriftz/client/generated/model';

/** The price slider moves in steps of 100 rupees (document 1, section 9). */
export const PRICE_STEP = 100;
/** The products page's upper bound when nothing is listed yet. */
export const FALLBACK_MAX_PRICE = 10_000;
/** The borrow page's bounds: 0 to 1000. */
export const RENTAL_MAX_PRICE = 1_000;

export interface PriceBounds {
  min: number;
  max: number;
}

/**
 * The price filter's range: /products goes from 0 to the highest listed price (10000 when nothing
 * is listed), rounded up to the slider's step so the dearest listing stays inside; /borrow goes
 * from 0 to 1000.
 */
export function priceBounds(type: ListingType, highestPrice: number | null | undefined): PriceBounds {
  if (type === 'lend') return { min: 0, max: RENTAL_MAX_PRICE };
  if (highestPrice === null || highestPrice === undefined || !Number.isFinite(highestPrice)) {
    return { min: 0, max: FALLBACK_MAX_PRICE };
  }
  return { min: 0, max: Math.max(PRICE_STEP, Math.ceil(highestPrice / PRICE_STEP) * PRICE_STEP) };
}
