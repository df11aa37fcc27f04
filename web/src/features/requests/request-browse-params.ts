import type {
  ListRequestsParams,
  PriceRange,
  RequestCategory,
  RequestCondition,
  RequestSort,
  RequestType,
} from '../../api/generated/model';
import { priceRangeLabel, SEARCH_MAX_LENGTH } from '../../lib/posts/browse-params';
import { RENTAL_MAX_PRICE, type PriceBounds } from '../../lib/posts/price-bounds';
import {
  isRequestCategory,
  isRequestCondition,
  isRequestSort,
  isRequestType,
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITION_LABELS,
  REQUEST_TYPE_LABELS,
} from '../../lib/posts/request-labels';

/** Cards per page of the requests grid. */
export const REQUESTS_PAGE_SIZE = 24;

/** The requests page's price filter runs from 0 to 1000 (document 1, sections 5 and 9). */
export const REQUEST_PRICE_BOUNDS: PriceBounds = { min: 0, max: RENTAL_MAX_PRICE };

/** Everything /request filters by; all of it lives in the URL's search params. */
export interface RequestFilters {
  q: string;
  category: RequestCategory[];
  condition: RequestCondition[];
  /** Null: both buy and rent requests. */
  requestType: RequestType | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: RequestSort;
  page: number;
}

export const DEFAULT_REQUEST_FILTERS: RequestFilters = {
  q: '',
  category: [],
  condition: [],
  requestType: null,
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
  page: 1,
};

function unique<T extends string>(values: string[], keep: (value: string) => value is T): T[] {
  return [...new Set(values.filter(keep))];
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** Reads the filters from a URL; unknown or malformed values are ignored. */
export function parseRequestParams(params: URLSearchParams): RequestFilters {
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const requestType = params.get('requestType') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: unique(params.getAll('category'), isRequestCategory),
    condition: unique(params.getAll('condition'), isRequestCondition),
    requestType: isRequestType(requestType) ? requestType : null,
    minPrice,
    maxPrice,
    sort: isRequestSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters as search params, leaving out defaults so URLs stay short. */
export function toRequestSearchParams(filters: RequestFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const value of filters.category) params.append('category', value);
  for (const value of filters.condition) params.append('condition', value);
  if (filters.requestType) params.set('requestType', filters.requestType);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters after a change; any change but the page itself goes back to page 1. */
export function changeRequestFilters(filters: RequestFilters, patch: Partial<RequestFilters>): RequestFilters {
  return { ...filters, page: 1, ...patch };
}

/** The budget bands with a number, as [from, below) in rupees. */
const BANDS: ReadonlyArray<readonly [PriceRange, number, number]> = [
  ['under-500', 0, 500],
  ['500-1000', 500, 1000],
  ['1000-2000', 1000, 2000],
  ['2000-5000', 2000, 5000],
  ['5000-10000', 5000, 10000],
  ['over-10000', 10000, Number.POSITIVE_INFINITY],
];

/**
 * Requests carry a budget band, not a price: the typed range [min, max] keeps the bands it
 * overlaps. A band that only touches the range's upper end (₹1,000 – ₹2,000 for "up to ₹1,000")
 * is left out; negotiable budgets have no number and go once a price filter is set.
 * Undefined when no price filter is set.
 */
export function priceRangesFor(minPrice: number | null, maxPrice: number | null): PriceRange[] | undefined {
  if (minPrice === null && maxPrice === null) return undefined;
  const min = minPrice ?? 0;
  const max = maxPrice ?? Number.POSITIVE_INFINITY;
  return BANDS.filter(([, from, below]) => below > min && (from < max || (from === max && min === max))).map(
    ([band]) => band,
  );
}

/** The list call's parameters for these filters. */
export function toListRequestsParams(filters: RequestFilters): ListRequestsParams {
  const params: ListRequestsParams = { sort: filters.sort, page: filters.page, pageSize: REQUESTS_PAGE_SIZE };
  if (filters.q) params.q = filters.q;
  if (filters.category.length) params.category = filters.category;
  if (filters.condition.length) params.condition = filters.condition;
  if (filters.requestType) params.requestType = filters.requestType;
  const bands = priceRangesFor(filters.minPrice, filters.maxPrice);
  if (bands) params.priceRange = bands;
  return params;
}

/** Whether any filter narrows the results (sort and page do not). */
export function hasActiveRequestFilters(filters: RequestFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category.length > 0 ||
    filters.condition.length > 0 ||
    filters.requestType !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

export interface RequestFilterChip {
  key: string;
  label: string;
  /** The filters once this chip is removed. */
  without: Partial<RequestFilters>;
}

/** One removable chip per active filter, in the order the filter panel lists them. */
export function requestFilterChips(filters: RequestFilters): RequestFilterChip[] {
  const chips: RequestFilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, without: { q: '' } });
  for (const value of filters.category) {
    chips.push({
      key: `category:${value}`,
      label: REQUEST_CATEGORY_LABELS[value],
      without: { category: filters.category.filter((v) => v !== value) },
    });
  }
  for (const value of filters.condition) {
    chips.push({
      key: `condition:${value}`,
      label: REQUEST_CONDITION_LABELS[value],
      without: { condition: filters.condition.filter((v) => v !== value) },
    });
  }
  if (filters.requestType) {
    chips.push({ key: 'requestType', label: REQUEST_TYPE_LABELS[filters.requestType], without: { requestType: null } });
  }
  const priceLabel = priceRangeLabel(filters.minPrice, filters.maxPrice);
  if (priceLabel) chips.push({ key: 'price', label: priceLabel, without: { minPrice: null, maxPrice: null } });
  return chips;
}
