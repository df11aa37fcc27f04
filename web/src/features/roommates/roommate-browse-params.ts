import type { AccommodationType, Gender, ListRoommatePostsParams, RoommateSort } from '../../api/generated/model';
import { formatRupees } from '../../lib/format';
import { SEARCH_MAX_LENGTH } from '../../lib/posts/browse-params';
import type { PriceBounds } from '../../lib/posts/price-bounds';
import {
  ACCOMMODATION_LABELS,
  GENDER_LABELS,
  isAccommodationType,
  isGender,
  isRoommateSort,
} from '../../lib/posts/roommate-labels';

/** Cards per page of the roommate grid. */
export const ROOMMATES_PAGE_SIZE = 24;

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

/** A whole number of rupees inside the slider's range; the ends mean "no limit" (null). */
function budget(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) return null;
  return Math.round(number);
}

/** Reads the filters from a URL; unknown or malformed values are ignored. */
export function parseRoommateParams(params: URLSearchParams): RoommateFilters {
  let minBudget = budget(params.get('minBudget'));
  let maxBudget = budget(params.get('maxBudget'));
  if (minBudget !== null && minBudget <= BUDGET_BOUNDS.min) minBudget = null;
  if (maxBudget !== null && maxBudget >= BUDGET_BOUNDS.max) maxBudget = null;
  if (minBudget !== null && maxBudget !== null && minBudget > maxBudget) [minBudget, maxBudget] = [maxBudget, minBudget];
  const gender = params.get('gender') ?? '';
  const accommodationType = params.get('accommodationType') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    // 'any' filters nothing, so it is the same as no gender at all.
    gender: isGender(gender) && gender !== 'any' ? gender : null,
    accommodationType: isAccommodationType(accommodationType) ? accommodationType : null,
    minBudget,
    maxBudget,
    sort: isRoommateSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters as search params, leaving out defaults so URLs stay short. */
export function toRoommateSearchParams(filters: RoommateFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.accommodationType) params.set('accommodationType', filters.accommodationType);
  if (filters.minBudget !== null) params.set('minBudget', String(filters.minBudget));
  if (filters.maxBudget !== null) params.set('maxBudget', String(filters.maxBudget));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The filters after a change; any change but the page itself goes back to page 1. */
export function changeRoommateFilters(filters: RoommateFilters, patch: Partial<RoommateFilters>): RoommateFilters {
  return { ...filters, page: 1, ...patch };
}

/** The list call's parameters for these filters (maxBudget left out at the top of the range). */
export function toListRoommatePostsParams(filters: RoommateFilters): ListRoommatePostsParams {
  const params: ListRoommatePostsParams = { sort: filters.sort, page: filters.page, pageSize: ROOMMATES_PAGE_SIZE };
  if (filters.q) params.q = filters.q;
  if (filters.gender) params.gender = filters.gender;
  if (filters.accommodationType) params.accommodationType = filters.accommodationType;
  if (filters.minBudget !== null && filters.minBudget > BUDGET_BOUNDS.min) params.minBudget = filters.minBudget;
  if (filters.maxBudget !== null && filters.maxBudget < BUDGET_BOUNDS.max) params.maxBudget = filters.maxBudget;
  return params;
}

/** Whether any filter narrows the results (sort and page do not). */
export function hasActiveRoommateFilters(filters: RoommateFilters): boolean {
  return (
    filters.q !== '' ||
    filters.gender !== null ||
    filters.accommodationType !== null ||
    filters.minBudget !== null ||
    filters.maxBudget !== null
  );
}

const rupees = (value: number) => formatRupees(value, { whole: true });

/** The budget filter in words: '₹5,000 – ₹10,000', '₹5,000 and above', 'Up to ₹10,000'. */
export function budgetRangeLabel(minBudget: number | null, maxBudget: number | null): string | null {
  if (minBudget !== null && maxBudget !== null) return `${rupees(minBudget)} – ${rupees(maxBudget)}`;
  if (minBudget !== null) return `${rupees(minBudget)} and above`;
  if (maxBudget !== null) return `Up to ${rupees(maxBudget)}`;
  return null;
}

export interface RoommateFilterChip {
  key: string;
  label: string;
  /** The filters once this chip is removed. */
  without: Partial<RoommateFilters>;
}

/** One removable chip per active filter, in the order the filter panel lists them. */
export function roommateFilterChips(filters: RoommateFilters): RoommateFilterChip[] {
  const chips: RoommateFilterChip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `“${filters.q}”`, without: { q: '' } });
  if (filters.gender) chips.push({ key: 'gender', label: GENDER_LABELS[filters.gender], without: { gender: null } });
  if (filters.accommodationType) {
    chips.push({
      key: 'accommodationType',
      label: ACCOMMODATION_LABELS[filters.accommodationType],
      without: { accommodationType: null },
    });
  }
  const budgetText = budgetRangeLabel(filters.minBudget, filters.maxBudget);
  if (budgetText) chips.push({ key: 'budget', label: `Budget ${budgetText}`, without: { minBudget: null, maxBudget: null } });
  return chips;
}
