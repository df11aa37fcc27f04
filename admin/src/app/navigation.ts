/**
 * Leaving the admin app. The admin is served at /admin/ by the API, on the same origin as the
 * student app; signing in happens in the admin app itself (gate/login-screen.tsx).
 */
export const ADMIN_HOME_PATH = '/admin/';
export const SITE_HOME_PATH = '/';

/** How long an access message stays readable before the redirect home. */
export const EXIT_MESSAGE_DELAY_MS = 1500;

/** Used after a refusal: replace, so Back does not return to the refused page. */
export function leaveToSite(): void {
  window.location.replace(SITE_HOME_PATH);
}

/** Used after logging out: an ordinary navigation. */
export function goToSite(): void {
  window.location.assign(SITE_HOME_PATH);
}
