// How the back office writes dates, rupees and previews (en-IN, India time; spec 9: 50-character previews).

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "24 Nov 2026, 1:30 pm" in India time; '' for no date. */
export function formatDateTimeIn(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** "24 Nov 2026" in India time; '' for no date. */
export function formatDateIn(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

export const formatRupees = (amount: number): string => rupees.format(amount);

/** The first `length` characters, with an ellipsis when cut. */
export function preview(text: string, length = 50): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

/** 'flat-apartment' → 'Flat apartment', 'in_progress' → 'In progress'. */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
