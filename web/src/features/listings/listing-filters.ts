import type {
  Category,
  Condition,
  ListingSort,
  ListingType,
  ListListingsParams,
  RentalDuration,
} from '@thriftz/client/generated/model';
import { priceRangeLabel, type BrowseDescription, type FilterField } from '../../lib/posts/browse-params';
import { CATEGORY_LABELS, CONDITION_LABELS, DURATION_LABELS, SORT_LABELS } from '../../lib/posts/listing-labels';

/** Everything /products and /borrow filter by; all of it lives in the URL's search params. */
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

type Field = FilterField<BrowseFilters>;
const head: Field[] = [
  { kind: 'search', key: 'q' },
  { kind: 'many', key: 'category', labels: CATEGORY_LABELS },
  { kind: 'many', key: 'condition', labels: CONDITION_LABELS },
];
const tail: Field[] = [
  { kind: 'range', min: 'minPrice', max: 'maxPrice', chip: 'price', label: priceRangeLabel },
  { kind: 'sort', key: 'sort', labels: SORT_LABELS, fallback: 'newest' },
  { kind: 'page', key: 'page' },
];

/** The products page (type sell) and the borrow page (type lend, which adds rental durations). */
export const LISTING_FILTERS: Record<ListingType, BrowseDescription<BrowseFilters, ListListingsParams>> = {
  sell: { defaults: DEFAULT_FILTERS, fields: [...head, ...tail], listParams: { type: 'sell' } },
  lend: {
    defaults: DEFAULT_FILTERS,
    fields: [...head, { kind: 'many', key: 'duration', labels: DURATION_LABELS }, ...tail],
    listParams: { type: 'lend' },
  },
};
