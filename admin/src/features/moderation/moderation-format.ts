const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** A date and time as India reads it, e.g. "24 Nov 2026, 2:30 pm". */
export const formatIndiaTime = (iso: string) => indiaTime.format(new Date(iso));

/** How long ago, in the largest whole unit: "5 minutes ago", "3 days ago". */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'minute');
}
