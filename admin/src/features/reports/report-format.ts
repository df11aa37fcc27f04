/** A report cell as the table shows it: money in rupees, dates in India time, yes/no. */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const MONEY = new Set(['price', 'total']);
const DATES = new Set(['joinedDate', 'createdAt']);

export function formatReportCell(key: string, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Ids shown by their first 8 characters, as everywhere in the back office; the CSV has them whole.
  if (key === 'id' && typeof value === 'string') return value.slice(0, 8);
  if (MONEY.has(key) && typeof value === 'number') return rupees.format(value);
  if (DATES.has(key) && typeof value === 'string') return dateTime.format(new Date(value));
  return String(value);
}

export const formatGeneratedOn = (iso: string) => dateTime.format(new Date(iso));
