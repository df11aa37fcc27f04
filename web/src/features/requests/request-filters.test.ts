import { describe, expect, it } from 'vitest';
import {
  changeFilters as changeRequestFilters,
  filterChips,
  hasActiveFilters,
  parseFilters,
  toListParams,
  toSearchParams,
} from '../../lib/posts/browse-params';
import { DEFAULT_REQUEST_FILTERS, priceRangesFor, REQUEST_FILTERS, type RequestFilters } from './request-filters';

const parseRequestParams = (params: URLSearchParams) => parseFilters(REQUEST_FILTERS, params);
const toRequestSearchParams = (filters: RequestFilters) => toSearchParams(REQUEST_FILTERS, filters);
const toListRequestsParams = (filters: RequestFilters) => toListParams(REQUEST_FILTERS, filters);
const requestFilterChips = (filters: RequestFilters) => filterChips(REQUEST_FILTERS, filters);
const hasActiveRequestFilters = (filters: RequestFilters) => hasActiveFilters(REQUEST_FILTERS, filters);

const parse = (query: string) => parseRequestParams(new URLSearchParams(query));

describe('parseRequestParams', () => {
  it('reads every filter, ignoring unknown values', () => {
    expect(
      parse(
        'q=+drafter+&category=textbooks&category=roommate-housing&category=toys&condition=any&condition=mint' +
          '&requestType=rent&minPrice=100&maxPrice=800&sort=oldest&page=3',
      ),
    ).toEqual({
      q: 'drafter',
      category: ['textbooks', 'roommate-housing'],
      condition: ['any'],
      requestType: 'rent',
      minPrice: 100,
      maxPrice: 800,
      sort: 'oldest',
      page: 3,
    });
  });

  it('falls back to the defaults for malformed values and swaps a reversed price range', () => {
    expect(parse('requestType=lend&sort=price-low&page=-2&minPrice=abc')).toEqual(DEFAULT_REQUEST_FILTERS);
    const swapped = parse('minPrice=900&maxPrice=200');
    expect([swapped.minPrice, swapped.maxPrice]).toEqual([200, 900]);
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const filters = parse('category=gaming&requestType=buy&maxPrice=500&sort=oldest&page=2');
    expect(toRequestSearchParams(filters).toString()).toBe('category=gaming&requestType=buy&maxPrice=500&sort=oldest&page=2');
    expect(toRequestSearchParams(DEFAULT_REQUEST_FILTERS).toString()).toBe('');
  });

  it('goes back to page 1 on any change but the page', () => {
    const filters = parse('page=4');
    expect(changeRequestFilters(filters, { requestType: 'buy' }).page).toBe(1);
    expect(changeRequestFilters(filters, { page: 5 }).page).toBe(5);
  });
});

describe('priceRangesFor', () => {
  it('sends nothing without a price filter', () => {
    expect(priceRangesFor(null, null)).toBeUndefined();
  });

  it('keeps the budget bands the range overlaps, not the ones it only touches', () => {
    expect(priceRangesFor(null, 500)).toEqual(['under-500']);
    expect(priceRangesFor(null, 600)).toEqual(['under-500', '500-1000']);
    expect(priceRangesFor(500, 1000)).toEqual(['500-1000']);
    expect(priceRangesFor(500, null)).toEqual(['500-1000', '1000-2000', '2000-5000', '5000-10000', 'over-10000']);
    expect(priceRangesFor(12000, null)).toEqual(['over-10000']);
  });

  it('keeps the band a single price falls in', () => {
    expect(priceRangesFor(500, 500)).toEqual(['500-1000']);
    expect(priceRangesFor(0, 0)).toEqual(['under-500']);
  });
});

describe('toListRequestsParams', () => {
  it('asks for the filters, the sort, the page and 24 cards', () => {
    expect(toListRequestsParams(parse('q=lamp&category=furniture&condition=good&requestType=buy&maxPrice=400&sort=oldest&page=2'))).toEqual({
      q: 'lamp',
      category: ['furniture'],
      condition: ['good'],
      requestType: 'buy',
      priceRange: ['under-500'],
      sort: 'oldest',
      page: 2,
      pageSize: 24,
    });
    expect(toListRequestsParams(DEFAULT_REQUEST_FILTERS)).toEqual({ sort: 'newest', page: 1, pageSize: 24 });
  });
});

describe('requestFilterChips', () => {
  it('gives one removable chip per filter', () => {
    const filters = parse('q=lamp&category=roommate-housing&condition=any&requestType=rent&minPrice=200&maxPrice=800');
    const chips = requestFilterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['“lamp”', 'Roommate & Housing', 'Any condition', 'Rent', '₹200 – ₹800']);
    expect(chips.find((chip) => chip.key === 'requestType')?.without).toEqual({ requestType: null });
    expect(chips.find((chip) => chip.key === 'price')?.without).toEqual({ minPrice: null, maxPrice: null });
    expect(hasActiveRequestFilters(filters)).toBe(true);
    expect(hasActiveRequestFilters(parse('sort=oldest&page=2'))).toBe(false);
  });
});
