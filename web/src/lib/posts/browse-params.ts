import type {
  Category,
  Condition,
  ListingSort,
  ListingType,
  ListListingsParams,
  RentalDuration,
} from '../../api/generated/model';
import { formatCount, formatRupees } from '../format';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  DURATION_LABELS,
  isCategory,
  isCondition,
  isDuration,
  isSort,
} from './listing-labels';

/** Cards per page of a browse grid. */
export const BROWSE_PAGE_SIZE = 24;
/** The contract caps the search words at 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** Everything a browse page filters by; all of it lives in the URL's search params. */
export interface BrowseFilters {
  q: string;
  category: Category[];
  condition: Condition[];
  /** Rental durations (the borrow page only). */
  duration: RentalDuration[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort;
  page: number;
}

export const DEFAULT_FILTERS: BrowseFilters = {
  q: '',
  category: [],
  condition: [],
  duration: [],
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
export function parseBrowseParams(params: URLSearchParams, type: ListingType): BrowseFilters {
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: unique(params.getAll('category'), isCategory),
    condition: unique(params.getAll('condition'), isCondition),
    duration: type === 'lend' ? unique(params.getAll('duration'), isDuration) : [],
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters as search params, leaving out defaults so URLs stay short. */
export function toSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const value of filters.category) params.append('category', value);
  for (const value of filters.condition) params.append('condition', value);
  for (const value of filters.duration) params.append('duration', value);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters after a change; any change but the page itself goes back to page 1. */
export function changeFilters(filters: BrowseFilters, patch: Partial<BrowseFilters>): BrowseFilters {
  return { ...filters, page: 1, ...patch };
}

/** The list call's parameters for these filters. */
export function toListParams(filters: BrowseFilters, type: ListingType): ListListingsParams {
  const params: ListListingsParams = { type, sort: filters.sort, page: filters.page, pageSize: BROWSE_PAGE_SIZE };
  if (filters.q) params.q = filters.q;
  if (filters.category.length) params.category = filters.category;
  if (filters.condition.length) params.condition = filters.condition;
  if (type === 'lend' && filters.duration.length) params.duration = filters.duration;
  if (filters.minPrice !== null) params.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) params.maxPrice = filters.maxPrice;
  return params;
}

/** Whether any filter narrows the results (sort and page do not). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category.length > 0 ||
    filters.condition.length > 0 ||
    filters.duration.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

export interface FilterChip {
  key: string;
  label: string;
  /** The filters once this chip is removed. */
  without: Partial<BrowseFilters>;
}

const rupees = (value: number) => formatRupees(value, { whole: true });

/** The price filter in words: '₹500 – ₹2,000', 'From ₹500', 'Up to ₹2,000'. */
export function priceRangeLabel(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice !== null && maxPrice !== null) return `${rupees(minPrice)} – ${rupees(maxPrice)}`;
  if (minPrice !== null) return `From ${rupees(minPrice)}`;
  if (maxPrice !== null) return `Up to ${rupees(maxPrice)}`;
  return null;
}

/** One removable chip per active filter, in the order the filter panel lists them. */
export function filterChips(filters: BrowseFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, without: { q: '' } });
  for (const value of filters.category) {
    chips.push({
      key: `category:${value}`,
      label: CATEGORY_LABELS[value],
      without: { category: filters.category.filter((v) => v !== value) },
    });
  }
  for (const value of filters.condition) {
    chips.push({
      key: `condition:${value}`,
      label: CONDITION_LABELS[value],
      without: { condition: filters.condition.filter((v) => v !== value) },
    });
  }
  for (const value of filters.duration) {
    chips.push({
      key: `duration:${value}`,
      label: DURATION_LABELS[value],
      without: { duration: filters.duration.filter((v) => v !== value) },
    });
  }
  const priceLabel = priceRangeLabel(filters.minPrice, filters.maxPrice);
  if (priceLabel) chips.push({ key: 'price', label: priceLabel, without: { minPrice: null, maxPrice: null } });
  return chips;
}

/** Adds `value` to a list filter, or takes it out when it is there. */
export function toggleValue<T extends string>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** '1 result', '24 results', '1,000+ results' when the server stopped counting. */
export function resultCountLabel(total: number, capped: boolean): string {
  if (capped) return `${formatCount(1000)}+ results`;
  return `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
}
