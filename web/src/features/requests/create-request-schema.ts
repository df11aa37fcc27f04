import { z } from 'zod';
import type { CreateRequestInput, MaxProductAge } from '../../api/generated/model';
import {
  ANONYMOUS_NAME_MAX_LENGTH,
  cleanTags,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_TAGS,
  TITLE_MAX_LENGTH,
} from '../../lib/posts/post-fields';
import { isPriceRange, isRequestCategory, isRequestCondition, isUrgency } from '../../lib/posts/request-labels';

/** A request carries at most 5 pictures, none required (document 1, sections 5 and 9). */
export const MAX_REQUEST_IMAGES = 5;

/** How the form asks for the maximum product age: no limit, new only, or up to an age. */
export type AgeLimit = 'any' | 'new' | 'max';

export const AGE_LIMIT_LABELS: Record<AgeLimit, string> = {
  any: 'Any age',
  new: 'New only',
  max: 'Up to a maximum age',
};

function wholeNumberProblem(text: string, min: number, max: number, message: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? null : message;
}

const wholeOrZero = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The form's values: title, description and category follow the listing rules; numbers are kept as
 * the text typed and checked here.
 */
export const createRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required.')
      .max(TITLE_MAX_LENGTH, `Title must be ${TITLE_MAX_LENGTH} characters or fewer.`),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required.')
      .min(DESCRIPTION_MIN_LENGTH, `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters.`)
      .max(DESCRIPTION_MAX_LENGTH, `Description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer.`),
    category: z.string().refine(isRequestCategory, 'Choose a category.'),
    requestType: z.enum(['buy', 'rent']),
    priceRange: z.string().refine(isPriceRange, 'Choose a price range.'),
    condition: z.string().refine(isRequestCondition, 'Choose a condition.'),
    ageLimit: z.enum(['any', 'new', 'max']),
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
    urgency: z.string().refine(isUrgency, 'Choose how urgent it is.'),
  })
  .superRefine((values, ctx) => {
    const problem = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (values.ageLimit === 'max') {
      const years = wholeNumberProblem(values.ageYears, 0, 50, 'Years must be a whole number from 0 to 50.');
      const months = wholeNumberProblem(values.ageMonths, 0, 11, 'Months must be a whole number from 0 to 11.');
      problem('ageYears', years);
      problem('ageMonths', months);
      if (!years && !months && wholeOrZero(values.ageYears) === 0 && wholeOrZero(values.ageMonths) === 0) {
        problem('ageYears', 'Enter the maximum age, or choose New only.');
      }
    }

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

export type CreateRequestFormInput = z.input<typeof createRequestSchema>;
export type CreateRequestFormValues = z.output<typeof createRequestSchema>;

/** The spec's defaults: buy, negotiable, good; any age; standard urgency. */
export function defaultRequestValues(): CreateRequestFormInput {
  return {
    title: '',
    description: '',
    category: '',
    requestType: 'buy',
    priceRange: 'negotiable',
    condition: 'good',
    ageLimit: 'any',
    ageYears: '0',
    ageMonths: '0',
    tags: [],
    latitude: '',
    longitude: '',
    isAnonymous: false,
    anonymousName: '',
    urgency: 'low',
  };
}

/** Null for any age, 0/0 for new only, else the typed limit. */
export function toMaxProductAge(values: Pick<CreateRequestFormValues, 'ageLimit' | 'ageYears' | 'ageMonths'>): MaxProductAge {
  if (values.ageLimit === 'any') return null;
  if (values.ageLimit === 'new') return { years: 0, months: 0 };
  return { years: wholeOrZero(values.ageYears), months: wholeOrZero(values.ageMonths) };
}

/**
 * The create call's body for checked form values: tags trimmed without empties, location only with
 * both coordinates, pictures only when there are some, the anonymous name only when anonymous is on.
 */
export function toCreateRequestInput(values: CreateRequestFormValues, imageIds: string[]): CreateRequestInput {
  if (
    !isRequestCategory(values.category) ||
    !isRequestCondition(values.condition) ||
    !isPriceRange(values.priceRange) ||
    !isUrgency(values.urgency)
  ) {
    throw new Error('toCreateRequestInput needs values checked by createRequestSchema');
  }
  const input: CreateRequestInput = {
    title: values.title,
    description: values.description,
    category: values.category,
    requestType: values.requestType,
    priceRange: values.priceRange,
    condition: values.condition,
    productAge: toMaxProductAge(values),
    isAnonymous: values.isAnonymous,
    urgency: values.urgency,
  };
  if (imageIds.length) input.imageIds = imageIds;
  const tags = cleanTags(values.tags);
  if (tags.length) input.tags = tags;
  if (values.latitude.trim() !== '' && values.longitude.trim() !== '') {
    input.location = { lat: Number(values.latitude), lng: Number(values.longitude) };
  }
  if (values.isAnonymous && values.anonymousName) input.anonymousName = values.anonymousName;
  return input;
}
