import { describe, expect, it } from 'vitest';
import { filterChips, parseFilters, toListParams, toSearchParams } from '../../lib/posts/browse-params';
import { DEFAULT_ROOMMATE_FILTERS, ROOMMATE_FILTERS, type RoommateFilters } from './roommate-filters';

const parseRoommateParams = (params: URLSearchParams) => parseFilters(ROOMMATE_FILTERS, params);
const toRoommateSearchParams = (filters: RoommateFilters) => toSearchParams(ROOMMATE_FILTERS, filters);
const toListRoommatePostsParams = (filters: RoommateFilters) => toListParams(ROOMMATE_FILTERS, filters);
const roommateFilterChips = (filters: RoommateFilters) => filterChips(ROOMMATE_FILTERS, filters);

describe('roommate browse params', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const query = 'q=near+gate&gender=female&accommodationType=pg&minBudget=3000&maxBudget=9000&sort=oldest&page=2';
    const filters = parseRoommateParams(new URLSearchParams(query));
    expect(filters).toEqual({
      q: 'near gate',
      gender: 'female',
      accommodationType: 'pg',
      minBudget: 3000,
      maxBudget: 9000,
      sort: 'oldest',
      page: 2,
    });
    expect(toRoommateSearchParams(filters).toString()).toBe(query);
  });

  it('ignores unknown values, treats gender any as no filter, and swaps a reversed budget', () => {
    const filters = parseRoommateParams(
      new URLSearchParams('gender=any&accommodationType=castle&minBudget=9000&maxBudget=2000&sort=cheap&page=-3'),
    );
    expect(filters).toEqual({ ...DEFAULT_ROOMMATE_FILTERS, minBudget: 2000, maxBudget: 9000 });
  });

  it('leaves maxBudget out at 20000 (and above) and minBudget out at 0', () => {
    const atEnds = parseRoommateParams(new URLSearchParams('minBudget=0&maxBudget=20000'));
    expect(atEnds.minBudget).toBeNull();
    expect(atEnds.maxBudget).toBeNull();
    expect(toListRoommatePostsParams({ ...DEFAULT_ROOMMATE_FILTERS, maxBudget: 20_000 })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
    expect(toListRoommatePostsParams({ ...DEFAULT_ROOMMATE_FILTERS, minBudget: 5000 })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 24,
      minBudget: 5000,
    });
  });

  it('names one chip per active filter', () => {
    const chips = roommateFilterChips({
      ...DEFAULT_ROOMMATE_FILTERS,
      q: 'gate',
      gender: 'male',
      accommodationType: 'flat-apartment',
      minBudget: 5000,
    });
    expect(chips.map((chip) => chip.label)).toEqual(['“gate”', 'Male', 'Flat / Apartment', 'Budget ₹5,000 and above']);
    expect(chips[3]!.without).toEqual({ minBudget: null, maxBudget: null });
  });
});
