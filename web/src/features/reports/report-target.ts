import type { ReportItemType } from '@thriftz/client/generated/model';

/** What a report is about: a listing, a request or a student, by its id. */
export interface ReportTarget {
  itemType: ReportItemType;
  itemId: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The app's own addresses of what can be reported (its detail pages). */
const PAGES: Array<[RegExp, ReportItemType]> = [
  [new RegExp(`/product/(${UUID})(?:[/?#]|$)`, 'i'), 'listing'],
  [new RegExp(`/request/(${UUID})(?:[/?#]|$)`, 'i'), 'request'],
  [new RegExp(`/users/(${UUID})(?:[/?#]|$)`, 'i'), 'user'],
];

/**
 * Reads the listing, request or student a pasted link points at: a whole address
 * (https://…/product/<id>) or just its path. Answers null for anything else.
 */
export function parseReportLink(link: string): ReportTarget | null {
  const text = link.trim();
  if (!text) return null;
  let path = text;
  try {
    path = new URL(text, 'https://thriftz.invalid').pathname;
  } catch {
    // Not a URL at all: matched as typed.
  }
  for (const [pattern, itemType] of PAGES) {
    const match = pattern.exec(path);
    if (match) return { itemType, itemId: match[1]!.toLowerCase() };
  }
  return null;
}

/** The app's page of a target (the link a report form is prefilled with). */
export function reportTargetPath({ itemType, itemId }: ReportTarget): string {
  const base = itemType === 'listing' ? 'product' : itemType === 'request' ? 'request' : 'users';
  return `/${base}/${itemId}`;
}
