import { CountBadge, countBadgeText } from '../../ui/count-badge';

/** Badges cap at 9+ (document 1, navigation). */
export const unreadBadgeText = countBadgeText;

/** "Messages, 3 unread", or just "Messages" with none. */
export function unreadLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${count} unread` : label;
}

/** A small count bubble, hidden at 0. Decorative: the control around it names the count. */
export const UnreadBadge = CountBadge;
