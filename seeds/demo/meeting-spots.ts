import { DEFAULT_MEETING_SPOTS } from '../../api/src/config.js';

/** Most demo posts name a campus place to meet; every fourth leaves it open, as real ones do. */
export function meetingSpotFor(index: number): string | null {
  return index % 4 === 3 ? null : DEFAULT_MEETING_SPOTS[index % DEFAULT_MEETING_SPOTS.length]!;
}
