import type {
  ListRequestsParams,
  PriceRange,
  RequestCategory,
  RequestCondition,
  RequestSort,
  RequestType,
} from '@thriftz/client/generated/model';
import { priceRangeLabel, type BrowseDescription } from '../../lib/posts/browse-params';
import { RENTAL_MAX_PRICE, type PriceBounds } from '../../lib/posts/price-bounds';
import {
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITION_LABELS,
  REQUEST_SORT_LABELS,
  REQUEST_TYPE_LABELS,
} from '../../lib/posts/request-labels';

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

/** The requests page's filters; the price range goes to the list call as budget bands. */
export const REQUEST_FILTERS: BrowseDescription<RequestFilters, ListRequestsParams> = {
  defaults: DEFAULT_REQUEST_FILTERS,
  fields: [
    { kind: 'search', key: 'q' },
    { kind: 'many', key: 'category', labels: REQUEST_CATEGORY_LABELS },
    { kind: 'many', key: 'condition', labels: REQUEST_CONDITION_LABELS },
    { kind: 'one', key: 'requestType', labels: REQUEST_TYPE_LABELS },
    {
      kind: 'range',
      min: 'minPrice',
      max: 'maxPrice',
      chip: 'price',
      label: priceRangeLabel,
      list: (min, max) => {
        const bands = priceRangesFor(min, max);
        return bands ? { priceRange: bands } : {};
      },
    },
    { kind: 'sort', key: 'sort', labels: REQUEST_SORT_LABELS, fallback: 'newest' },
    { kind: 'page', key: 'page' },
  ],
};
