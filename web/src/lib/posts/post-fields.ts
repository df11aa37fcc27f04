// The field limits every post kind shares (listings, requests, roommate posts), so the three
// create forms and their schemas cannot drift apart.

/** Limits of a listing (document 1, sections 5 and 9); requests and roommate posts share them. */
export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MIN_LENGTH = 30;
export const DESCRIPTION_MAX_LENGTH = 500;
export const MAX_TAGS = 10;
export const TAG_MAX_LENGTH = 30;
export const MAX_IMAGES = 10;
export const ANONYMOUS_NAME_MAX_LENGTH = 50;
/** Where to meet, in words (the contract's MeetingSpot). */
export const MEETING_SPOT_MAX_LENGTH = 80;

/** Tags trimmed, empty ones and repeats (any letter case) dropped, at most 10. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, TAG_MAX_LENGTH);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result.slice(0, MAX_TAGS);
}
