/** Display formats for India: rupees and dates in en-IN, times in Asia/Kolkata. */

export const APP_TIME_ZONE = 'Asia/Kolkata';

/**
 * Makes a value on its first use. For Intl formatters: the first of a page starts the browser's
 * ICU (this module's six took a 65-80 ms task at 4x CPU throttling), and a page uses few of the
 * app's formatters, so none is built while the modules load.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const rupees = onFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }));
const wholeRupees = onFirstUse(() => new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
}));

/** ₹1,499.00; whole amounts drop the paise when `whole` is set (₹149). */
export function formatRupees(amount: number, options: { whole?: boolean } = {}): string {
  if (options.whole && Number.isInteger(amount)) return wholeRupees().format(amount);
  return rupees().format(amount);
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
}));

const monthYearFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
}));

const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
}));

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 5 Aug 2025 (India time). An unreadable value gives an empty string. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateFormat().format(date) : '';
}

/** August 2025 (India time). */
export function formatMonthYear(value: string | number | Date): string {
  const date = toDate(value);
  return date ? monthYearFormat().format(date) : '';
}

/** 5 Aug 2025, 9:30 pm (India time). */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : '';
}

const DAY_MS = 86_400_000;
// India has no daylight saving: the offset is constant.
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The India-time calendar day of an instant, as a day number. */
function indiaDay(time: number): number {
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS);
}

/**
 * Whole calendar days (India time) from `now` until `value`: 0 later today, 1 tomorrow, negative
 * once the day has passed. NaN for an unreadable value.
 */
export function indiaDaysUntil(value: string | number | Date, now: Date = new Date()): number {
  const date = toDate(value);
  if (!date) return Number.NaN;
  return indiaDay(date.getTime()) - indiaDay(now.getTime());
}

const countFormat = onFirstUse(() => new Intl.NumberFormat('en-IN'));

/** 1,000 or 1,00,000 (Indian digit grouping). */
export function formatCount(value: number): string {
  return countFormat().format(value);
}

/** "1 day", "3 days". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * How long ago, in India-time calendar days, for a card's byline: 'today', 'yesterday', '3 days
 * ago' within a week, else the date (5 Aug 2025).
 */
export function formatPostedAgo(value: string | number | Date, now: Date = new Date()): string {
  const days = -indiaDaysUntil(value, now);
  if (Number.isNaN(days)) return '';
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(value);
}
