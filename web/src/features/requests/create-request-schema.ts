import { z } from 'zod';
import type { CreateRequestInput, MaxProductAge, Request, UpdateRequestInput } from '@thriftz/client/generated/model';
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

/**
 * The form's values: title, description and category follow the listing rules; numbers are kept as
 * the text typed and checked here.
 */
export const createRequestSchema = z
  .object({
    title: titleRule(),
    description: descriptionRule(),
    category: z.string().refine(isRequestCategory, 'Choose a category.'),
    requestType: z.enum(['buy', 'rent']),
    priceRange: z.string().refine(isPriceRange, 'Choose a price range.'),
    condition: z.string().refine(isRequestCondition, 'Choose a condition.'),
    ageLimit: z.enum(['any', 'new', 'max']),
    ageYears: z.string(),
    ageMonths: z.string(),
    ...extrasShape,
    urgency: z.string().refine(isUrgency, 'Choose how urgent it is.'),
  })
  .superRefine((values, ctx) => {
    const problem = problemReporter(ctx);
    if (values.ageLimit === 'max') {
      const { years, months } = toProductAge(values);
      if (checkProductAge(values, problem) && years === 0 && months === 0) {
        problem('ageYears', 'Enter the maximum age, or choose New only.');
      }
    }
    checkLocation(values, problem);
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
    ...defaultExtrasValues(),
    urgency: 'low',
  };
}

/** Null for any age, 0/0 for new only, else the typed limit. */
export function toMaxProductAge(values: Pick<CreateRequestFormValues, 'ageLimit' | 'ageYears' | 'ageMonths'>): MaxProductAge {
  if (values.ageLimit === 'any') return null;
  if (values.ageLimit === 'new') return { years: 0, months: 0 };
  return toProductAge(values);
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
  return { ...input, ...toExtrasBody(values) };
}

/** A request as its form shows it, for editing. */
export function requestFormValues(request: Request): CreateRequestFormInput {
  const age = request.productAge;
  const ageLimit: AgeLimit = age === null ? 'any' : age.years === 0 && age.months === 0 ? 'new' : 'max';
  return {
    title: request.title,
    description: request.description,
    category: request.category,
    requestType: request.requestType,
    priceRange: request.priceRange,
    condition: request.condition,
    ageLimit,
    ageYears: String(age?.years ?? 0),
    ageMonths: String(age?.months ?? 0),
    ...extrasValues(request),
    urgency: request.urgency,
  };
}

/** The edit call's body: the create body, with what the form leaves blank sent as cleared (no pictures too). */
export function toUpdateRequestInput(values: CreateRequestFormValues, imageIds: string[]): UpdateRequestInput {
  return toEditBody(toCreateRequestInput(values, imageIds), { ...EXTRAS_CLEARS, imageIds: [] });
}
