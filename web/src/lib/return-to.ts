/**
 * Where to go after logging in. Only same-site paths are accepted: a value must start with a
 * single '/' (not '//' or '/\', which browsers treat as another host), must not carry control
 * characters, and must not lead back to the login page itself.
 */
export function sanitizeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.length > 500) return fallback;
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  // A URL parse must not leave our origin (catches oddities such as '/\t/evil.example').
  try {
    const base = 'https://thriftz.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/login') return fallback;
  } catch {
    return fallback;
  }
  return path;
}

/** Single-use token pages are not worth coming back to. */
const NO_RETURN_PATHS = new Set(['/', '/verify-email', '/reset-password']);

/** The login page URL that brings the visitor back to `path` afterwards. */
export function loginPath(path: string): string {
  const target = sanitizeReturnTo(path, '');
  if (!target) return '/login';
  const pathname = new URL(target, 'https://thriftz.invalid').pathname;
  return NO_RETURN_PATHS.has(pathname) ? '/login' : `/login?returnTo=${encodeURIComponent(target)}`;
}

/** Reads `from` out of router state as set by RequireAuth ({ from: { pathname, search } } or a string). */
export function pathFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search } = from as { pathname?: unknown; search?: unknown };
    if (typeof pathname === 'string') return pathname + (typeof search === 'string' ? search : '');
  }
  return undefined;
}

/** Paths served by another app on this origin (the back office): reached by a full page load. */
export const isOtherApp = (path: string) => path === '/admin' || path.startsWith('/admin/');
