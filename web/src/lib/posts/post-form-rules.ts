// The zod rules and request-body pieces the three post forms (listing, request, roommate post;
// creating and editing) share, so a rule or a message changed for one post kind cannot drift
// from the others.
import { z } from 'zod';
import type { Location } from '@thriftz/client/generated/model';
import {
  ANONYMOUS_NAME_MAX_LENGTH,
  cleanTags,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_TAGS,
  MEETING_SPOT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './post-fields';

/** A post's title; roommate posts word both failures as one sentence (document 2, section 5). */
export function titleRule(required = 'Title is required.', tooLong = `Title must be ${TITLE_MAX_LENGTH} characters or fewer.`) {
  return z.string().trim().min(1, required).max(TITLE_MAX_LENGTH, tooLong);
}

interface DescriptionMessages {
  /** Without it an empty description gets the too-short message (roommate posts). */
  required?: string;
  tooShort: string;
  tooLong: string;
}

const DESCRIPTION_MESSAGES: DescriptionMessages = {
  required: 'Description is required.',
  tooShort: `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters.`,
  tooLong: `Description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer.`,
};

export function descriptionRule({ required, tooShort, tooLong }: DescriptionMessages = DESCRIPTION_MESSAGES) {
  const text = z.string().trim();
  return (required ? text.min(1, required) : text).min(DESCRIPTION_MIN_LENGTH, tooShort).max(DESCRIPTION_MAX_LENGTH, tooLong);
}

/**
 * Where to meet: a place in words (one of the campus's or typed), and the coordinates 'Use my
 * location' fills in, kept as text so an empty pair can mean none; checkLocation checks them.
 */
export const locationShape = {
  meetingSpot: z
    .string()
    .trim()
    .max(MEETING_SPOT_MAX_LENGTH, `Where to meet must be ${MEETING_SPOT_MAX_LENGTH} characters or fewer.`),
  latitude: z.string(),
  longitude: z.string(),
};

/** The Extras of listings and requests: tags, location, and posting anonymously. */
export const extrasShape = {
  tags: z.array(z.string()).max(MAX_TAGS, `You can add up to ${MAX_TAGS} tags.`),
  ...locationShape,
  isAnonymous: z.boolean(),
  anonymousName: z
    .string()
    .trim()
    .max(ANONYMOUS_NAME_MAX_LENGTH, `Anonymous name must be ${ANONYMOUS_NAME_MAX_LENGTH} characters or fewer.`),
};

export interface LocationValues {
  meetingSpot: string;
  latitude: string;
  longitude: string;
}

/** No place and no coordinates. */
export const blankLocationValues = (): LocationValues => ({ meetingSpot: '', latitude: '', longitude: '' });

/** A post's place as the form shows it (an edit starts from it). */
export function locationValues(post: { location: Location | null; meetingSpot: string | null }): LocationValues {
  return {
    meetingSpot: post.meetingSpot ?? '',
    latitude: post.location ? String(post.location.lat) : '',
    longitude: post.location ? String(post.location.lng) : '',
  };
}

export interface ExtrasValues extends LocationValues {
  tags: string[];
  isAnonymous: boolean;
  anonymousName: string;
}

/** Blank Extras: no tags, no location, not anonymous. */
export function defaultExtrasValues(): ExtrasValues {
  return { tags: [], ...blankLocationValues(), isAnonymous: false, anonymousName: '' };
}

/** A post's Extras as the form shows them (an edit starts from them). */
export function extrasValues(post: {
  tags: string[];
  location: Location | null;
  meetingSpot: string | null;
  isAnonymous: boolean;
  anonymousName: string | null;
}): ExtrasValues {
  return { tags: post.tags, ...locationValues(post), isAnonymous: post.isAnonymous, anonymousName: post.isAnonymous ? (post.anonymousName ?? '') : '' };
}

/** Reports a message (none when null) under a field, from a superRefine. */
export type ProblemReporter = (path: string, message: string | null) => void;

export function problemReporter(ctx: z.RefinementCtx): ProblemReporter {
  return (path, message) => {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };
}

/** Each coordinate within range, and both or neither given. */
export function checkLocation(values: LocationValues, problem: ProblemReporter): void {
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
}

/** The create call's location: only with both coordinates (blank means none). */
export function toLocation(values: LocationValues): Location | undefined {
  if (values.latitude.trim() === '' || values.longitude.trim() === '') return undefined;
  return { lat: Number(values.latitude), lng: Number(values.longitude) };
}

/** The create call's place: the location and the meeting spot, each only when there is one. */
export function toPlaceBody(values: LocationValues): { location?: Location; meetingSpot?: string } {
  const body: { location?: Location; meetingSpot?: string } = {};
  const location = toLocation(values);
  if (location) body.location = location;
  if (values.meetingSpot) body.meetingSpot = values.meetingSpot;
  return body;
}

/**
 * An edit's body from the create body of the same form: what the create body leaves out because
 * it is blank is sent as cleared (null, or [] for lists), since an edit keeps what it is not sent.
 */
export function toEditBody<Body extends object, Clears extends Record<string, null | never[]>>(
  createBody: Body,
  clears: Clears,
): Omit<Clears, keyof Body> & Body {
  return { ...clears, ...createBody };
}

/**
 * The create call's Extras, each only when there is one: tags trimmed without empties, the
 * location, the anonymous name only when anonymous is on.
 */
export function toExtrasBody(values: ExtrasValues): { tags?: string[]; location?: Location; meetingSpot?: string; anonymousName?: string } {
  const body: { tags?: string[]; location?: Location; meetingSpot?: string; anonymousName?: string } = toPlaceBody(values);
  const tags = cleanTags(values.tags);
  if (tags.length) body.tags = tags;
  if (values.isAnonymous && values.anonymousName) body.anonymousName = values.anonymousName;
  return body;
}

/** What an edit of a post with Extras clears when its form leaves them blank. */
export const EXTRAS_CLEARS = { tags: [], location: null, meetingSpot: null, anonymousName: null };
