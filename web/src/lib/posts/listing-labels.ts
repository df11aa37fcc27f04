import type {
  Category,
  Condition,
  ListingSort,
  ListingType,
  ProductAge,
  RentalDuration,
  RentalRate,
} from '@thriftz/client/generated/model';
import { formatRupees } from '../format';

/** The words for the contract's enumerations, in the order the filters and forms list them. */
export const CATEGORY_LABELS: Record<Category, string> = {
  textbooks: 'Textbooks',
  'lab-equipment': 'Lab Equipment',
  electronics: 'Electronics',
  furniture: 'Furniture',
  clothing: 'Clothing',
  accessories: 'Accessories',
  gaming: 'Gaming',
  vehicles: 'Vehicles',
  'art-collectibles': 'Art & Collectibles',
  other: 'Other',
};

export const CONDITION_LABELS: Record<Condition, string> = {
  new: 'New',
  'like-new': 'Like New',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/** How a rental duration reads in a filter or a form ("per day"). */
export const DURATION_LABELS: Record<RentalDuration, string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
};

/** The unit after a rental amount (document 1, section 9): hr, day, wk, mo. */
export const DURATION_UNITS: Record<RentalDuration, string> = {
  hour: 'hr',
  day: 'day',
  week: 'wk',
  month: 'mo',
};

export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  sell: 'For Sale',
  lend: 'For Rent',
};

export const CATEGORIES = Object.keys(CATEGORY_LABELS) as Category[];
export const CONDITIONS = Object.keys(CONDITION_LABELS) as Condition[];
export const DURATIONS = Object.keys(DURATION_LABELS) as RentalDuration[];
export const SORTS = Object.keys(SORT_LABELS) as ListingSort[];

export const isCategory = (value: string): value is Category => value in CATEGORY_LABELS;
export const isCondition = (value: string): value is Condition => value in CONDITION_LABELS;
export const isDuration = (value: string): value is RentalDuration => value in DURATION_LABELS;
export const isSort = (value: string): value is ListingSort => value in SORT_LABELS;

/** '₹150/day', '₹1,200/mo': whole rupees drop the paise. */
export function rentalRateLabel(rate: Pick<RentalRate, 'amount' | 'duration'>): string {
  return `${formatRupees(rate.amount, { whole: true })}/${DURATION_UNITS[rate.duration]}`;
}

/** The price line of a listing: its price (sell) or its rental rate (lend). */
export function listingPriceLabel(listing: { price: number | null; rentalRate: RentalRate | null }): string {
  if (listing.rentalRate) return rentalRateLabel(listing.rentalRate);
  if (listing.price !== null) return formatRupees(listing.price, { whole: true });
  return '';
}

/** 'New' for 0/0, else '3mo', '2yr', '1yr 6mo' (document 1, section 9). */
export function productAgeLabel({ years, months }: ProductAge): string {
  if (years <= 0 && months <= 0) return 'New';
  if (years <= 0) return `${months}mo`;
  if (months <= 0) return `${years}yr`;
  return `${years}yr ${months}mo`;
}
