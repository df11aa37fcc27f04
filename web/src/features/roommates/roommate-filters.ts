import type { AccommodationType, Gender, ListRoommatePostsParams, RoommateSort } from '@thriftz/client/generated/model';
import { rupeeRangeLabel, type BrowseDescription } from '../../lib/posts/browse-params';
import type { PriceBounds } from '../../lib/posts/price-bounds';
import { ACCOMMODATION_LABELS, GENDER_LABELS, ROOMMATE_SORT_LABELS } from '../../lib/posts/roommate-labels';

/**
 * The budget slider runs from 0 to 20000 rupees a month (document 2, section 9). Its top end
 * means "and above": a maximum at 20000 is no maximum at all.
 */
export const BUDGET_BOUNDS: PriceBounds = { min: 0, max: 20_000 };

/** Everything /roommate-finder filters by; all of it lives in the URL's search params. */
export interface RoommateFilters {
  q: string;
  /** Null: any gender (no filter). */
  gender: Gender | null;
  /** Null: every kind of accommodation. */
  accommodationType: AccommodationType | null;
  minBudget: number | null;
  maxBudget: number | null;
  sort: RoommateSort;
  page: number;
}

export const DEFAULT_ROOMMATE_FILTERS: RoommateFilters = {
  q: '',
  gender: null,
  accommodationType: null,
  minBudget: null,
  maxBudget: null,
  sort: 'newest',
  page: 1,
};

/** The budget filter in words: '₹5,000 – ₹10,000', '₹5,000 and above', 'Up to ₹10,000'. */
export const budgetRangeLabel = (min: number | null, max: number | null) =>
  rupeeRangeLabel(min, max, (from) => `${from} and above`);

/** The roommate finder's filters: whole rupees, the slider's ends meaning no limit. */
export const ROOMMATE_FILTERS: BrowseDescription<RoommateFilters, ListRoommatePostsParams> = {
  defaults: DEFAULT_ROOMMATE_FILTERS,
  fields: [
    { kind: 'search', key: 'q' },
    // 'any' filters nothing, so it is the same as no gender at all.
    { kind: 'one', key: 'gender', labels: GENDER_LABELS, ignore: ['any'] },
    { kind: 'one', key: 'accommodationType', labels: ACCOMMODATION_LABELS },
    {
      kind: 'range',
      min: 'minBudget',
      max: 'maxBudget',
      chip: 'budget',
      label: (min, max) => {
        const text = budgetRangeLabel(min, max);
        return text && `Budget ${text}`;
      },
      whole: true,
      openEnds: BUDGET_BOUNDS,
    },
    { kind: 'sort', key: 'sort', labels: ROOMMATE_SORT_LABELS, fallback: 'newest' },
    { kind: 'page', key: 'page' },
  ],
};
