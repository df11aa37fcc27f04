import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getPublicSettings } from '@thriftz/client/generated/settings/settings';
import { publishSiteName } from '../lib/site-name';
import { useCurrentUser } from '../lib/use-current-user';

const PrelaunchPage = lazy(() => import('../features/prelaunch/prelaunch-page'));
const LaunchAnimation = lazy(() => import('../features/prelaunch/launch-animation'));

/**
 * Pages that work before the launch: recruitment (and /staging's copies), the links of e-mails
 * (verify, reset). /admin and the store portal are other apps, served apart.
 */
const OPEN_BEFORE_LAUNCH = /^\/(?:staging\/|recruitment(?:\/|$)|admin(?:\/|$)|verify-email|reset-password)/;

export interface LaunchAhead {
  launchAt: number;
  /** The server's clock less this one's. */
  skew: number;
}

/** How often a pre-launch page asks again, to follow an admin's change of the launch time. */
const REREAD_MS = 30_000;

let current: LaunchAhead | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Reads the public settings: publishes the site's name (lib/site-name); while they name a launch
 * ahead by the server's clock, publishes it and reads again every 30 s (an admin may move it, or clear it). Once published it stays, so
 * the launch show can play when the time passes.
 */
export function watchLaunch(): void {
  const sent = Date.now();
  getPublicSettings().then(
    ({ siteName, launchAt, serverTime }) => {
      publishSiteName(siteName);
      // Half the round trip: the server's clock read in the middle of it.
      const skew = Date.parse(serverTime) - Math.round((sent + Date.now()) / 2);
      const at = launchAt ? Date.parse(launchAt) : null;
      const ahead = at !== null && at > Date.now() + skew;
      const was = current;
      if (ahead || was) current = at === null ? null : { launchAt: at, skew };
      listeners.forEach((l) => l());
      if (ahead) setTimeout(watchLaunch, REREAD_MS);
      // Launched after all: the page the server kept hidden is the app's.
      else reveal();
    },
    // Unreachable settings: the app as it is (the API refuses what is closed).
    reveal,
  );
}

/** Shows the page the server sent hidden before the launch (see prelaunch-shell.ts on the API). */
function reveal() {
  document.documentElement.removeAttribute('data-prelaunch');
}

let watching = false;

/** Forgets the published launch (tests). */
export function resetLaunchWatch() {
  current = null;
  watching = false;
}

type Hide = (gated: boolean) => void;

/** Beside the shell: the pre-launch page (the shell hidden) or the launch show over it, or nothing. */
export function LaunchControl({ hide }: { hide: Hide }) {
  const ahead = useSyncExternalStore(subscribe, () => current);
  // Admins use the whole site before the launch, as the API lets them.
  const admin = useCurrentUser().user?.isAdmin === true;
  useEffect(() => {
    if (watching) return;
    watching = true;
    watchLaunch();
  }, []);
  useEffect(() => {
    if (ahead && admin) reveal();
  }, [ahead, admin]);
  return ahead && !admin ? <Gated {...ahead} hide={hide} /> : null;
}

/**
 * The launch gate's part that runs only when a launch is ahead (its own chunk): the check each
 * second against the server's clock (`skew` added), the pre-launch page in place of the app's
 * pages, and the launch show over the app when the time passes while the pre-launch page is open.
 */
function Gated({ launchAt, skew, hide }: LaunchAhead & { hide: Hide }) {
  const { pathname } = useLocation();
  const [now, setNow] = useState(Date.now);
  const before = now + skew < launchAt;
  const gated = before && !OPEN_BEFORE_LAUNCH.test(pathname);
  const [shown, setShown] = useState(false);
  const [animating, setAnimating] = useState(false);

  // Gone (an admin signed in, or the launch was called off): the shell shows again.
  useEffect(() => () => hide(false), [hide]);
  useEffect(() => {
    hide(gated);
    // The shell is out of the way (or the path is open): nothing hidden is left to show.
    reveal();
  }, [hide, gated]);

  useEffect(() => {
    if (!before) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [before]);

  // The pre-launch page was on screen and the time has come: the show, then the app.
  if (gated && !shown) setShown(true);
  if (!before && shown) {
    setShown(false);
    setAnimating(true);
  }

  if (gated) {
    return (
      <Suspense fallback={<div className="min-h-dvh bg-slate-950" />}>
        <PrelaunchPage launchAt={launchAt} now={now + skew} />
      </Suspense>
    );
  }
  return animating ? (
    <Suspense fallback={null}>
      <LaunchAnimation onDone={() => setAnimating(false)} />
    </Suspense>
  ) : null;
}
