// What the three kinds' edits share: a PATCH names only the fields it changes, and the post that
// results is checked by the same rules as a new one.

/**
 * The post's create input after an edit: each field sent replaces the current one, null clears
 * it, a field left out keeps its value. The caller checks the result with its create rules.
 */
export function applyEdit<T extends object>(current: T, edit: { [K in keyof T]?: T[K] | null }): T {
  const result = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(edit)) {
    if (value === null) delete result[key];
    else if (value !== undefined) result[key] = value;
  }
  return result as T;
}

/** A meeting spot as stored: trimmed, and none when blank. */
export const cleanMeetingSpot = (spot: string | null | undefined) => spot?.trim() || null;

/** Whether a PATCH only flips the post's status flag (mark sold, fulfilled, inactive). */
export const onlyStatusChange = (edit: object, flag: string) => Object.keys(edit).every((key) => key === flag);
