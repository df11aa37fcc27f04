import { indiaDaysUntil, pluralize } from '../format';

/** Days within which a listing counts as expiring soon (document 1, section 9). */
export const EXPIRING_SOON_DAYS = 7;

export interface ExpiryBadge {
  label: string;
  /** expired: the day has come (or passed); soon: 7 days or fewer; later: more. */
  kind: 'expired' | 'soon' | 'later';
}

/**
 * The expiry badge of a listing (document 1, section 4): nothing without an expiry date; at 0 days
 * 'Expires today' while it still runs (expiring soon) and 'Expired today' once its time has passed;
 * 'Expires in N day(s)' within 7 days (expiring soon); else 'Expires in N days'. Days are India
 * calendar days. A date on an earlier day reads 'Expired'.
 */
export function expiryBadge(expirationDate: string | null | undefined, now: Date = new Date()): ExpiryBadge | null {
  if (!expirationDate) return null;
  const days = indiaDaysUntil(expirationDate, now);
  if (Number.isNaN(days)) return null;
  if (days < 0) return { label: 'Expired', kind: 'expired' };
  if (days === 0) {
    // Hours (or minutes) left are still time left: never 'Expired' while the post runs.
    return Date.parse(expirationDate) > now.getTime() ? { label: 'Expires today', kind: 'soon' } : { label: 'Expired today', kind: 'expired' };
  }
  if (days <= EXPIRING_SOON_DAYS) return { label: `Expires in ${pluralize(days, 'day')}`, kind: 'soon' };
  return { label: `Expires in ${days} days`, kind: 'later' };
}
