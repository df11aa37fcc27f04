import { APP_TIME_ZONE, onFirstUse } from '../../lib/format';

const DAY_MS = 86_400_000;
// India has no daylight saving: the offset is constant.
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India-time calendar day of an instant, as a day number (NaN for an unreadable value). */
export function chatDay(value: string | number | Date): number {
  const time = new Date(value).getTime();
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS);
}

const fullDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
}));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: APP_TIME_ZONE }));
const weekday = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: APP_TIME_ZONE }));
const clock = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: APP_TIME_ZONE }));

/** The heading of a day in the chat: Today, Yesterday, or "Monday, 4 August 2025". */
export function dayHeading(value: string | number | Date, now: Date = new Date()): string {
  const diff = chatDay(now) - chatDay(value);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Yesterday';
  return fullDate().format(new Date(value));
}

/** 9:30 pm (India time). */
export function messageTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : clock().format(date);
}

/** The inbox's time: 9:30 pm today, Yesterday, the weekday within a week, else 5 Aug 2025. */
export function conversationTime(value: string | number | Date, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const diff = chatDay(now) - chatDay(date);
  if (diff <= 0) return clock().format(date);
  if (diff === 1) return 'Yesterday';
  if (diff < 7) return weekday().format(date);
  return shortDate().format(date);
}

export interface DayGroup<T> {
  day: number;
  heading: string;
  items: T[];
}

/** Consecutive messages by India-time day, in the given (oldest first) order. */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => string, now: Date = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = chatDay(timeOf(item));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, heading: dayHeading(timeOf(item), now), items: [item] });
  }
  return groups;
}
