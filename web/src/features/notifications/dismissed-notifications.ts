/**
 * The notifications a student dismissed in this browser, kept across tabs and visits
 * (localStorage). Keyed by id and updatedAt: a new notification, or an admin's edit of a
 * dismissed one, shows again. Storage may be unavailable (privacy modes, storage full):
 * dismissing then lasts until the page is reloaded.
 */
const KEY = 'thriftz.dismissedNotifications';

export const dismissKey = (n: { id: string; updatedAt: string }) => `${n.id}@${n.updatedAt}`;

export function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(keys: Set<string>): void {
  try {
    // Only the latest hundred: the banner never shows more than ten at a time.
    window.localStorage.setItem(KEY, JSON.stringify([...keys].slice(-100)));
  } catch {
    // Kept in memory for this page only.
  }
}
