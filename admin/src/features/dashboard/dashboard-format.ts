// Money and times as the admin reads them: rupees and dates in en-IN, India time.
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const count = new Intl.NumberFormat('en-IN');
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' });

export const formatRupees = (value: number) => rupees.format(value);
export const formatCount = (value: number) => count.format(value);

function safely(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** e.g. "24 Nov 2026, 1:25 pm". */
export const formatDateTime = (iso: string) => safely(dateTime, iso);
/** e.g. "1:25:07 pm". */
export const formatTime = (iso: string) => safely(time, iso);
