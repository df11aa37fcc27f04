// Before the launch, the student app's pages arrive marked `data-prelaunch` on <html>, which its
// stylesheet keeps hidden until the app has read the launch time and put the pre-launch page in
// their place: a visitor never glimpses the marketplace first. The pages that stay open get the
// app as always. Page loads read no session (see session.ts), so an admin's page is marked too, and
// the app shows it once it knows who is signed in.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The student app's pages that work before the launch (as the app's own gate has them). */
export const OPEN_PAGES_BEFORE_LAUNCH = /^\/(?:staging\/|recruitment(?:\/|$)|verify-email|reset-password)/;

export function prelaunchShell(
  webDist: string,
  notWebPrefixes: readonly string[],
  launchTime: () => Promise<{ launchAt: Date | null }>,
): RequestHandler {
  const indexFile = path.join(webDist, 'index.html');
  // Without a built app there is no page to mark (the API alone, as in its tests).
  if (!fs.existsSync(indexFile)) return (_req, _res, next) => next();
  const marked = fs.readFileSync(indexFile, 'utf8').replace(/<html\b/, '<html data-prelaunch');
  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      path.extname(req.path) !== '' ||
      notWebPrefixes.some((prefix) => req.path === prefix.slice(0, -1) || req.path.startsWith(prefix)) ||
      OPEN_PAGES_BEFORE_LAUNCH.test(req.path) ||
      !req.accepts('html')
    ) {
      return next();
    }
    launchTime().then(({ launchAt }) => {
      if (!launchAt || launchAt.getTime() <= Date.now()) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(marked);
      // Without the settings (database down) the page is served as it would be after the launch.
    }, () => next());
  };
}
