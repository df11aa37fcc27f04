import { z } from 'zod';
import type { CreateListingInput, Listing, ListingType, UpdateListingInput } from '@thriftz/client/generated/model';
import { isCategory, isCondition, isDuration } from '../../lib/posts/listing-labels';
import {
  checkLocation,
  defaultExtrasValues,
  descriptionRule,
  EXTRAS_CLEARS,
  extrasShape,
  extrasValues,
  problemReporter,
  titleRule,
  toEditBody,
  toExtrasBody,
} from '../../lib/posts/post-form-rules';
import { checkProductAge, toProductAge } from '../../lib/posts/product-age';

/** The contract's ceiling on a price. */
const MAX_PRICE = 10_000_000;

/** Rupees with at most two decimals (step 0.01), no sign. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Checks an amount typed as text; returns the message for it, or null when it is fine. */
function amountProblem(text: string, name: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `${name} is required.`;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return `${name} must be a number.`;
  if (value < 0) return `${name} must be 0 or more.`;
  if (!AMOUNT_PATTERN.test(trimmed)) return `${name} can have at most 2 decimal places.`;
  if (value > MAX_PRICE) return `${name} is too large.`;
  return null;
}

/** The form's values: numbers are kept as the text typed and checked here. */
export const createListingSchema = z
  .object({
    listingType: z.enum(['sell', 'lend']),
    title: titleRule(),
    category: z.string().refine(isCategory, 'Choose a category.'),
    condition: z.string().refine(isCondition, 'Choose a condition.'),
    description: descriptionRule(),
    price: z.string(),
    rentalAmount: z.string(),
    rentalDuration: z.string(),
    deposit: z.string(),
    ageYears: z.string(),
    ageMonths: z.string(),
    ...extrasShape,
  })
  .superRefine((values, ctx) => {
    const problem = problemReporter(ctx);
    if (values.listingType === 'sell') {
      problem('price', amountProblem(values.price, 'Price'));
    } else {
      problem('rentalAmount', amountProblem(values.rentalAmount, 'Rental amount'));
      if (!isDuration(values.rentalDuration)) problem('rentalDuration', 'Choose a rental duration.');
      if (values.deposit.trim() !== '') problem('deposit', amountProblem(values.deposit, 'Deposit'));
    }
    checkProductAge(values, problem);
    checkLocation(values, problem);
  });

export type CreateListingFormInput = z.input<typeof createListingSchema>;
export type CreateListingFormValues = z.output<typeof createListingSchema>;

export function defaultListingValues(listingType: ListingType = 'sell'): CreateListingFormInput {
  return {
    listingType,
    title: '',
    category: '',
    condition: '',
    description: '',
    price: '',
    rentalAmount: '',
    rentalDuration: 'day',
    deposit: '',
    ageYears: '0',
    ageMonths: '0',
    ...defaultExtrasValues(),
  };
}

/**
 * The create call's body for checked form values: price for sell, rental rate for lend (deposit
 * only when above 0), tags trimmed without empties, location only with both coordinates, the
 * anonymous name only when anonymous is on.
 */
export function toCreateListingInput(values: CreateListingFormValues, imageIds: string[]): CreateListingInput {
  if (!isCategory(values.category) || !isCondition(values.condition)) {
    throw new Error('toCreateListingInput needs values checked by createListingSchema');
  }
  const input: CreateListingInput = {
    listingType: values.listingType,
    title: values.title,
    description: values.description,
    category: values.category,
    condition: values.condition,
    productAge: toProductAge(values),
    imageIds,
    isAnonymous: values.isAnonymous,
  };
  if (values.listingType === 'sell') {
    input.price = Number(values.price);
  } else if (isDuration(values.rentalDuration)) {
    const deposit = values.deposit.trim() === '' ? 0 : Number(values.deposit);
    input.rentalRate = {
      amount: Number(values.rentalAmount),
      duration: values.rentalDuration,
      ...(deposit > 0 ? { deposit } : {}),
    };
  }
  return { ...input, ...toExtrasBody(values) };
}

/** A listing as its form shows it, for editing: amounts as text, the other type's at its default. */
export function listingFormValues(listing: Listing): CreateListingFormInput {
  const rate = listing.rentalRate;
  return {
    listingType: listing.listingType,
    title: listing.title,
    category: listing.category,
    condition: listing.condition,
    description: listing.description,
    price: listing.price === null ? '' : String(listing.price),
    rentalAmount: rate ? String(rate.amount) : '',
    rentalDuration: rate?.duration ?? 'day',
    deposit: rate?.deposit ? String(rate.deposit) : '',
    ageYears: String(listing.productAge.years),
    ageMonths: String(listing.productAge.months),
    ...extrasValues(listing),
  };
}

/** The edit call's body: the create body, with what the form leaves blank sent as cleared. */
export function toUpdateListingInput(values: CreateListingFormValues, imageIds: string[]): UpdateListingInput {
  return toEditBody(toCreateListingInput(values, imageIds), EXTRAS_CLEARS);
}
