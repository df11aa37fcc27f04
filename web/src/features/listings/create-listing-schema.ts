import { z } from 'zod';
import type { CreateListingInput, ListingType } from '../../api/generated/model';
import { isCategory, isCondition, isDuration } from '../../lib/posts/listing-labels';
import {
  ANONYMOUS_NAME_MAX_LENGTH,
  cleanTags,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_TAGS,
  TITLE_MAX_LENGTH,
} from '../../lib/posts/post-fields';

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

function wholeNumberProblem(text: string, min: number, max: number, message: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? null : message;
}

/** The form's values: numbers are kept as the text typed and checked here. */
export const createListingSchema = z
  .object({
    listingType: z.enum(['sell', 'lend']),
    title: z
      .string()
      .trim()
      .min(1, 'Title is required.')
      .max(TITLE_MAX_LENGTH, `Title must be ${TITLE_MAX_LENGTH} characters or fewer.`),
    category: z.string().refine(isCategory, 'Choose a category.'),
    condition: z.string().refine(isCondition, 'Choose a condition.'),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required.')
      .min(DESCRIPTION_MIN_LENGTH, `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters.`)
      .max(DESCRIPTION_MAX_LENGTH, `Description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer.`),
    price: z.string(),
    rentalAmount: z.string(),
    rentalDuration: z.string(),
    deposit: z.string(),
    ageYears: z.string(),
    ageMonths: z.string(),
    tags: z.array(z.string()).max(MAX_TAGS, `You can add up to ${MAX_TAGS} tags.`),
    latitude: z.string(),
    longitude: z.string(),
    isAnonymous: z.boolean(),
    anonymousName: z
      .string()
      .trim()
      .max(ANONYMOUS_NAME_MAX_LENGTH, `Anonymous name must be ${ANONYMOUS_NAME_MAX_LENGTH} characters or fewer.`),
  })
  .superRefine((values, ctx) => {
    const problem = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (values.listingType === 'sell') {
      problem('price', amountProblem(values.price, 'Price'));
    } else {
      problem('rentalAmount', amountProblem(values.rentalAmount, 'Rental amount'));
      if (!isDuration(values.rentalDuration)) problem('rentalDuration', 'Choose a rental duration.');
      if (values.deposit.trim() !== '') problem('deposit', amountProblem(values.deposit, 'Deposit'));
    }
    problem('ageYears', wholeNumberProblem(values.ageYears, 0, 50, 'Years must be a whole number from 0 to 50.'));
    problem('ageMonths', wholeNumberProblem(values.ageMonths, 0, 11, 'Months must be a whole number from 0 to 11.'));

    const lat = values.latitude.trim();
    const lng = values.longitude.trim();
    if (lat !== '' && !(Number.isFinite(Number(lat)) && Math.abs(Number(lat)) <= 90)) {
      problem('latitude', 'Latitude must be a number from -90 to 90.');
    }
    if (lng !== '' && !(Number.isFinite(Number(lng)) && Math.abs(Number(lng)) <= 180)) {
      problem('longitude', 'Longitude must be a number from -180 to 180.');
    }
    if ((lat === '') !== (lng === '')) {
      problem(lat === '' ? 'latitude' : 'longitude', 'Enter both latitude and longitude, or neither.');
    }
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
    tags: [],
    latitude: '',
    longitude: '',
    isAnonymous: false,
    anonymousName: '',
  };
}

const wholeOrZero = (text: string) => (text.trim() === '' ? 0 : Number(text));

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
    productAge: { years: wholeOrZero(values.ageYears), months: wholeOrZero(values.ageMonths) },
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
  const tags = cleanTags(values.tags);
  if (tags.length) input.tags = tags;
  if (values.latitude.trim() !== '' && values.longitude.trim() !== '') {
    input.location = { lat: Number(values.latitude), lng: Number(values.longitude) };
  }
  if (values.isAnonymous && values.anonymousName) input.anonymousName = values.anonymousName;
  return input;
}
