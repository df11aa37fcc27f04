/**
 * The notifications a student dismissed in this browser, kept across tabs and visits
 * (localStorage). Keyed by id and updatedAt: a new notification, or an admin's edit of a
 * dismissed one, shows again. Storage may be unavailable (privacy modes, storage full):
 * dismissing then lasts until the page is reloaded.
 *
 * The dismissed ones still showing are also in a cookie, so the server leaves them out of the
 * banner it sends with a page (api/src/modules/notifications/notifications.banner.ts reads it).
 */
const KEY = 'thriftz.dismissedNotifications';
export const DISMISSED_COOKIE = 'thriftz_dismissed_notifications';
const YEAR_S = 365 * 24 * 60 * 60;

export const dismissKey = (n: { id: string; updatedAt: string }) => `${n.id}@${n.updatedAt}`;

export function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Remembers `keys` as dismissed. `showing` are the notifications active now: only theirs go in the
 * cookie (at most ten, well under a cookie's size), since the server only ever leaves those out.
 */
export function rememberDismissed(keys: Set<string>, showing: { id: string; updatedAt: string }[] = []): void {
  const current = showing.map(dismissKey).filter((key) => keys.has(key));
  document.cookie = `${DISMISSED_COOKIE}=${encodeURIComponent(current.join(' '))}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
  try {
    // Only the latest hundred: the banner never shows more than ten at a time.
    window.localStorage.setItem(KEY, JSON.stringify([...keys].slice(-100)));
  } catch {
    // Kept in memory for this page only.
  }
}
