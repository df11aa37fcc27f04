import { describe, expect, it } from 'vitest';
import type { ListingType } from '@thriftz/client/generated/model';
import {
  changeFilters,
  filterChips as chipsFor,
  hasActiveFilters as activeFor,
  parseFilters,
  toListParams as listFor,
  toSearchParams as searchFor,
} from '../../lib/posts/browse-params';
import { DEFAULT_FILTERS, LISTING_FILTERS, type BrowseFilters } from './listing-filters';

const parseBrowseParams = (params: URLSearchParams, type: ListingType) => parseFilters(LISTING_FILTERS[type], params);
const toSearchParams = (filters: BrowseFilters) => searchFor(LISTING_FILTERS.lend, filters);
const toListParams = (filters: BrowseFilters, type: ListingType) => listFor(LISTING_FILTERS[type], filters);
const filterChips = (filters: BrowseFilters) => chipsFor(LISTING_FILTERS.lend, filters);
const hasActiveFilters = (filters: BrowseFilters) => activeFor(LISTING_FILTERS.lend, filters);

describe('parseBrowseParams', () => {
  it('reads repeated and single params', () => {
    const filters = parseBrowseParams(
      new URLSearchParams('q=calculator&category=textbooks&category=electronics&condition=good&minPrice=100&maxPrice=900&sort=price-low&page=3'),
      'sell',
    );
    expect(filters).toEqual({
      q: 'calculator',
      category: ['textbooks', 'electronics'],
      condition: ['good'],
      duration: [],
      minPrice: 100,
      maxPrice: 900,
      sort: 'price-low',
      page: 3,
    });
  });

  it('ignores unknown values, duplicates and durations on the sell page', () => {
    const params = new URLSearchParams('category=textbooks&category=bogus&category=textbooks&condition=mint&duration=day&sort=cheapest&page=-2&minPrice=abc');
    expect(parseBrowseParams(params, 'sell')).toEqual({ ...DEFAULT_FILTERS, category: ['textbooks'] });
    expect(parseBrowseParams(params, 'lend').duration).toEqual(['day']);
  });

  it('swaps a minimum above the maximum', () => {
    const filters = parseBrowseParams(new URLSearchParams('minPrice=800&maxPrice=200'), 'lend');
    expect([filters.minPrice, filters.maxPrice]).toEqual([200, 800]);
  });
});

describe('toSearchParams', () => {
  it('round-trips and leaves out defaults', () => {
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const query = 'q=lamp&category=furniture&category=other&duration=week&minPrice=0&maxPrice=500&sort=oldest&page=2';
    expect(toSearchParams(parseBrowseParams(new URLSearchParams(query), 'lend')).toString()).toBe(query);
  });
});

describe('changeFilters', () => {
  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { sort: 'oldest' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('toListParams', () => {
  it('sends only what is set, with the type and page size', () => {
    expect(toListParams(DEFAULT_FILTERS, 'sell')).toEqual({ type: 'sell', sort: 'newest', page: 1, pageSize: 24 });
    const filters = { ...DEFAULT_FILTERS, q: 'bike', duration: ['day' as const], maxPrice: 300 };
    expect(toListParams(filters, 'lend')).toEqual({
      type: 'lend',
      sort: 'newest',
      page: 1,
      pageSize: 24,
      q: 'bike',
      duration: ['day'],
      maxPrice: 300,
    });
  });
});

describe('filterChips', () => {
  it('gives one chip per active filter that removes just that filter', () => {
    const filters = { ...DEFAULT_FILTERS, q: 'desk', category: ['furniture' as const, 'other' as const], minPrice: 500, maxPrice: 2000 };
    const chips = filterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['“desk”', 'Furniture', 'Other', '₹500 – ₹2,000']);
    expect(chips[1]?.without).toEqual({ category: ['other'] });
    expect(chips[3]?.without).toEqual({ minPrice: null, maxPrice: null });
  });

  it('names one-sided price ranges', () => {
    expect(filterChips({ ...DEFAULT_FILTERS, minPrice: 200 })[0]?.label).toBe('From ₹200');
    expect(filterChips({ ...DEFAULT_FILTERS, maxPrice: 900 })[0]?.label).toBe('Up to ₹900');
  });
});

describe('hasActiveFilters', () => {
  it('does not count sort and page as filters', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'oldest', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, condition: ['new'] })).toBe(true);
  });
});
