import { describe, expect, it } from 'vitest';
import {
  isRequestCategory,
  isRequestCondition,
  maxAgeLabel,
  REQUEST_CATEGORY_LABELS,
  REQUEST_SORTS,
  REQUEST_TYPE_LABELS,
  urgencyLabel,
} from './request-labels';

describe('urgencyLabel', () => {
  it('reads high as Urgent, medium as Priority, anything else as Standard', () => {
    expect(urgencyLabel('high')).toBe('Urgent');
    expect(urgencyLabel('medium')).toBe('Priority');
    expect(urgencyLabel('low')).toBe('Standard');
    expect(urgencyLabel(undefined)).toBe('Standard');
    expect(urgencyLabel('whenever')).toBe('Standard');
  });
});

describe('maxAgeLabel', () => {
  it("says 'Any age' without a limit and 'New only' for 0/0", () => {
    expect(maxAgeLabel(null)).toBe('Any age');
    expect(maxAgeLabel(undefined)).toBe('Any age');
    expect(maxAgeLabel({ years: 0, months: 0 })).toBe('New only');
  });

  it("puts 'Max' before the product age", () => {
    expect(maxAgeLabel({ years: 0, months: 6 })).toBe('Max 6mo');
    expect(maxAgeLabel({ years: 2, months: 0 })).toBe('Max 2yr');
    expect(maxAgeLabel({ years: 1, months: 6 })).toBe('Max 1yr 6mo');
  });
});

describe('request enumerations', () => {
  it('names the request types Buy and Rent', () => {
    expect(REQUEST_TYPE_LABELS).toEqual({ buy: 'Buy', rent: 'Rent' });
  });

  it('adds roommate-housing to the categories and any to the conditions', () => {
    expect(isRequestCategory('roommate-housing')).toBe(true);
    expect(REQUEST_CATEGORY_LABELS['roommate-housing']).toBe('Roommate & Housing');
    expect(isRequestCategory('textbooks')).toBe(true);
    expect(isRequestCategory('toys')).toBe(false);
    expect(isRequestCondition('any')).toBe(true);
    expect(isRequestCondition('like-new')).toBe(true);
  });

  it('sorts by newest or oldest only', () => {
    expect(REQUEST_SORTS).toEqual(['newest', 'oldest']);
  });
});
