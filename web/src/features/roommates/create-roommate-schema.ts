import { z } from 'zod';
import type { CreateRoommatePostInput, RoommatePost, RoommatePreferencesInput, UpdateRoommatePostInput } from '@thriftz/client/generated/model';
import {
  blankLocationValues,
  checkLocation,
  descriptionRule,
  locationShape,
  locationValues,
  problemReporter,
  titleRule,
  toEditBody,
  toPlaceBody,
} from '../../lib/posts/post-form-rules';
import { isAccommodationType } from '../../lib/posts/roommate-labels';

/** A roommate post carries at most 5 pictures, none required (document 2, sections 5 and 9). */
export const MAX_ROOMMATE_IMAGES = 5;
/** The contract's limits on the free-text fields. */
export const AGE_RANGE_MAX_LENGTH = 20;
export const OTHER_PREFERENCES_MAX_LENGTH = 300;
export const CONTACT_INFO_MAX_LENGTH = 200;
export const BUDGET_MAX = 1_000_000;

/** The spec's words for the form (document 2, section 5), shown under their fields. */
export const ROOMMATE_FORM_MESSAGES = {
  title: 'Title is required (max 100 chars).',
  description: 'Description must be 30-500 characters.',
  budget: 'Budget is required.',
  contactInfo: 'Contact info is required.',
  accommodationType: 'Accommodation type is required.',
} as const;

/** The form's values: numbers are kept as the text typed and checked here. */
export const createRoommateSchema = z
  .object({
    title: titleRule(ROOMMATE_FORM_MESSAGES.title, ROOMMATE_FORM_MESSAGES.title),
    description: descriptionRule({ tooShort: ROOMMATE_FORM_MESSAGES.description, tooLong: ROOMMATE_FORM_MESSAGES.description }),
    gender: z.enum(['any', 'male', 'female', 'other']),
    ageRange: z
      .string()
      .trim()
      .max(AGE_RANGE_MAX_LENGTH, `Age range must be ${AGE_RANGE_MAX_LENGTH} characters or fewer.`),
    otherPreferences: z
      .string()
      .trim()
      .max(OTHER_PREFERENCES_MAX_LENGTH, `Other preferences must be ${OTHER_PREFERENCES_MAX_LENGTH} characters or fewer.`),
    budget: z.string().trim().min(1, ROOMMATE_FORM_MESSAGES.budget),
    accommodationType: z.string().refine(isAccommodationType, ROOMMATE_FORM_MESSAGES.accommodationType),
    contactInfo: z
      .string()
      .trim()
      .min(1, ROOMMATE_FORM_MESSAGES.contactInfo)
      .max(CONTACT_INFO_MAX_LENGTH, `Contact info must be ${CONTACT_INFO_MAX_LENGTH} characters or fewer.`),
    ...locationShape,
  })
  .superRefine((values, ctx) => {
    const problem = problemReporter(ctx);

    if (values.budget !== '') {
      const budget = Number(values.budget);
      if (!Number.isInteger(budget) || budget < 0 || budget > BUDGET_MAX) {
        problem('budget', 'Budget must be a whole number of rupees from 0 to 10,00,000.');
      }
    }
    checkLocation(values, problem);
  });

export type CreateRoommateFormInput = z.input<typeof createRoommateSchema>;
export type CreateRoommateFormValues = z.output<typeof createRoommateSchema>;

/** Blank fields; gender preference starts at any; the accommodation type must be chosen. */
export function defaultRoommateValues(): CreateRoommateFormInput {
  return {
    title: '',
    description: '',
    gender: 'any',
    ageRange: '',
    otherPreferences: '',
    budget: '',
    accommodationType: '',
    contactInfo: '',
    ...blankLocationValues(),
  };
}

/**
 * The create call's body for checked form values: empty preferences left out, the location only
 * with both coordinates and the meeting spot only when given, pictures only when there are some.
 */
export function toCreateRoommatePostInput(values: CreateRoommateFormValues, imageIds: string[]): CreateRoommatePostInput {
  if (!isAccommodationType(values.accommodationType)) {
    throw new Error('toCreateRoommatePostInput needs values checked by createRoommateSchema');
  }
  const roommatePreferences: RoommatePreferencesInput = { gender: values.gender };
  if (values.ageRange) roommatePreferences.ageRange = values.ageRange;
  if (values.otherPreferences) roommatePreferences.otherPreferences = values.otherPreferences;
  const input: CreateRoommatePostInput = {
    title: values.title,
    description: values.description,
    roommatePreferences,
    budget: Number(values.budget),
    accommodationType: values.accommodationType,
    contactInfo: values.contactInfo,
  };
  if (imageIds.length) input.imageIds = imageIds;
  return { ...input, ...toPlaceBody(values) };
}

/** A roommate post as its form shows it, for editing. */
export function roommateFormValues(post: RoommatePost): CreateRoommateFormInput {
  return {
    title: post.title,
    description: post.description,
    gender: post.roommatePreferences.gender,
    ageRange: post.roommatePreferences.ageRange ?? '',
    otherPreferences: post.roommatePreferences.otherPreferences ?? '',
    budget: String(post.budget),
    accommodationType: post.accommodationType,
    contactInfo: post.contactInfo,
    ...locationValues(post),
  };
}

/** The edit call's body: the create body, with what the form leaves blank sent as cleared. */
export function toUpdateRoommatePostInput(values: CreateRoommateFormValues, imageIds: string[]): UpdateRoommatePostInput {
  return toEditBody(toCreateRoommatePostInput(values, imageIds), { location: null, meetingSpot: null, imageIds: [] });
}
