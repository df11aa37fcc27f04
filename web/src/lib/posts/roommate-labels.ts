import type { AccommodationType, Gender, RoommateSort } from '@thriftz/client/generated/model';
import { formatRupees } from '../format';

/** Who the poster would share with (document 2, section 3: Enumerations). */
export const GENDER_LABELS: Record<Gender, string> = {
  any: 'Any',
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const ACCOMMODATION_LABELS: Record<AccommodationType, string> = {
  'flat-apartment': 'Flat / Apartment',
  pg: 'PG',
  'college-hostel': 'College Hostel',
};

export const ROOMMATE_SORT_LABELS: Record<RoommateSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
};

export const GENDERS = Object.keys(GENDER_LABELS) as Gender[];
export const ACCOMMODATION_TYPES = Object.keys(ACCOMMODATION_LABELS) as AccommodationType[];
export const ROOMMATE_SORTS = Object.keys(ROOMMATE_SORT_LABELS) as RoommateSort[];

export const isGender = (value: string): value is Gender => value in GENDER_LABELS;
export const isAccommodationType = (value: string): value is AccommodationType => value in ACCOMMODATION_LABELS;
export const isRoommateSort = (value: string): value is RoommateSort => value in ROOMMATE_SORT_LABELS;

/** '₹8,000/month'. */
export function budgetLabel(budget: number): string {
  return `${formatRupees(budget, { whole: true })}/month`;
}

/** The gender preference in words: 'Any gender', 'Female roommate', … */
export function genderPreferenceLabel(gender: Gender): string {
  return gender === 'any' ? 'Any gender' : `${GENDER_LABELS[gender]} roommate`;
}
