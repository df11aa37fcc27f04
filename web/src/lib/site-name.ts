import { useSyncExternalStore } from 'react';

/**
 * The site's name as the admin's Settings have it (GET /api/settings/public, read once by the
 * shell at start: app/launch-control.tsx), 'Thriftz' until then or when none is set. The header,
 * the tab's title, the pre-launch page and the launch show read it from here.
 */
export const DEFAULT_SITE_NAME = 'Thriftz';

let name = DEFAULT_SITE_NAME;
let pageTitle: string | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const read = () => name;

/** The tab's title: "<page> · <site name>", or "<site name> · Campus Marketplace" for a page without a title. */
export function applyDocumentTitle(title: string | undefined): void {
  pageTitle = title;
  if (typeof document === 'undefined') return;
  document.title = pageTitle ? `${pageTitle} · ${name}` : `${name} · Campus Marketplace`;
}

/** Publishes the configured site name (blank: the default); the tab's title follows at once. */
export function publishSiteName(next: string | null | undefined): void {
  const trimmed = next?.trim() || DEFAULT_SITE_NAME;
  if (trimmed === name) return;
  name = trimmed;
  applyDocumentTitle(pageTitle);
  listeners.forEach((l) => l());
}

export function useSiteName(): string {
  return useSyncExternalStore(subscribe, read, read);
}
