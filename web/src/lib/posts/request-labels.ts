import type {
  MaxProductAge,
  PriceRange,
  RequestCategory,
  RequestCondition,
  RequestSort,
  RequestType,
  Urgency,
} from '@thriftz/client/generated/model';
import { CATEGORY_LABELS, CONDITION_LABELS, productAgeLabel } from './listing-labels';

/** Listing categories plus roommate-housing (document 1, Enumerations), in filter order. */
export const REQUEST_CATEGORY_LABELS: Record<RequestCategory, string> = {
  ...CATEGORY_LABELS,
  'roommate-housing': 'Roommate & Housing',
};

/** A request names the lowest condition it accepts, or any. */
export const REQUEST_CONDITION_LABELS: Record<RequestCondition, string> = {
  ...CONDITION_LABELS,
  any: 'Any condition',
};

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  buy: 'Buy',
  rent: 'Rent',
};

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  'under-500': 'Under ₹500',
  '500-1000': '₹500 – ₹1,000',
  '1000-2000': '₹1,000 – ₹2,000',
  '2000-5000': '₹2,000 – ₹5,000',
  '5000-10000': '₹5,000 – ₹10,000',
  'over-10000': 'Over ₹10,000',
  negotiable: 'Negotiable',
};

/** Document 2, section 9: high Urgent, medium Priority, otherwise Standard. */
export const URGENCY_LABELS: Record<Urgency, string> = {
  low: 'Standard',
  medium: 'Priority',
  high: 'Urgent',
};

/** The urgency in words, for the detail page's Urgency fact: what the badge's word means. */
export const URGENCY_EXPLAINED: Record<Urgency, string> = {
  low: 'Standard: no rush, whenever it suits you',
  medium: 'Priority: needed soon',
  high: 'Urgent: needed as soon as possible',
};

export const REQUEST_SORT_LABELS: Record<RequestSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
};

export const REQUEST_CATEGORIES = Object.keys(REQUEST_CATEGORY_LABELS) as RequestCategory[];
export const REQUEST_CONDITIONS = Object.keys(REQUEST_CONDITION_LABELS) as RequestCondition[];
export const REQUEST_TYPES = Object.keys(REQUEST_TYPE_LABELS) as RequestType[];
export const PRICE_RANGES = Object.keys(PRICE_RANGE_LABELS) as PriceRange[];
/** Lowest first, as the form offers them. */
export const URGENCIES = Object.keys(URGENCY_LABELS) as Urgency[];
export const REQUEST_SORTS = Object.keys(REQUEST_SORT_LABELS) as RequestSort[];

export const isRequestCategory = (value: string): value is RequestCategory => value in REQUEST_CATEGORY_LABELS;
export const isRequestCondition = (value: string): value is RequestCondition => value in REQUEST_CONDITION_LABELS;
export const isRequestType = (value: string): value is RequestType => value in REQUEST_TYPE_LABELS;
export const isPriceRange = (value: string): value is PriceRange => value in PRICE_RANGE_LABELS;
export const isUrgency = (value: string): value is Urgency => value in URGENCY_LABELS;
export const isRequestSort = (value: string): value is RequestSort => value in REQUEST_SORT_LABELS;

/** The urgency badge's word; anything unknown reads Standard. */
export function urgencyLabel(urgency: string | null | undefined): string {
  return urgency === 'high' ? URGENCY_LABELS.high : urgency === 'medium' ? URGENCY_LABELS.medium : URGENCY_LABELS.low;
}

/**
 * The oldest item a request accepts (document 1, section 9): 'Any age' without a limit, 'New
 * only' for 0/0, else 'Max 6mo', 'Max 2yr', 'Max 1yr 6mo'.
 */
export function maxAgeLabel(age: MaxProductAge | undefined): string {
  if (!age) return 'Any age';
  if (age.years <= 0 && age.months <= 0) return 'New only';
  return `Max ${productAgeLabel(age)}`;
}
