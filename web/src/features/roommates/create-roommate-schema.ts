import { z } from 'zod';
import type { CreateRoommatePostInput, RoommatePreferencesInput } from '../../api/generated/model';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '../../lib/posts/post-fields';
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
    title: z.string().trim().min(1, ROOMMATE_FORM_MESSAGES.title).max(TITLE_MAX_LENGTH, ROOMMATE_FORM_MESSAGES.title),
    description: z
      .string()
      .trim()
      .min(DESCRIPTION_MIN_LENGTH, ROOMMATE_FORM_MESSAGES.description)
      .max(DESCRIPTION_MAX_LENGTH, ROOMMATE_FORM_MESSAGES.description),
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
    latitude: z.string(),
    longitude: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

    if (values.budget !== '') {
      const budget = Number(values.budget);
      if (!Number.isInteger(budget) || budget < 0 || budget > BUDGET_MAX) {
        problem('budget', 'Budget must be a whole number of rupees from 0 to 10,00,000.');
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
    latitude: '',
    longitude: '',
  };
}

/**
 * The create call's body for checked form values: empty preferences left out, the location only
 * with both coordinates (blank means none), pictures only when there are some.
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
  if (values.latitude.trim() !== '' && values.longitude.trim() !== '') {
    input.location = { lat: Number(values.latitude), lng: Number(values.longitude) };
  }
  return input;
}
