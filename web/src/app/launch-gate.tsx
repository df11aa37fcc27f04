import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetPublicSettings } from '../api/generated/settings/settings';

// Neither is in the first load: only a visit before the launch (or at it) fetches them.
const PrelaunchPage = lazy(() => import('../features/prelaunch/prelaunch-page'));
const LaunchAnimation = lazy(() => import('../features/prelaunch/launch-animation'));

/**
 * Pages that work before the launch: recruitment (and /staging's copies), the links of e-mails
 * (verify, reset). /admin and the store portal are other apps, served apart.
 */
const OPEN_BEFORE_LAUNCH = /^\/(?:staging\/|recruitment(?:\/|$)|admin(?:\/|$)|verify-email|reset-password)/;

/** The last launch time seen, so a returning visitor gets the pre-launch page without a flash of the app. */
const REMEMBERED = 'thriftz.launchAt';

function remembered(): number | null {
  try {
    const at = Number(localStorage.getItem(REMEMBERED));
    return at > Date.now() ? at : null;
  } catch {
    return null;
  }
}

/**
 * Before the launch time only the pre-launch page shows; the app renders at once meanwhile (the
 * settings are read after it, never delaying a launched site's first paint). The server's clock
 * decides (its skew is corrected) and is checked each second; when the time passes on an open
 * pre-launch page, the launch animation plays over the app.
 */
export function LaunchGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [initial] = useState(remembered);
  const settings = useGetPublicSettings({
    query: { staleTime: Infinity, refetchInterval: (q) => (q.state.data?.launchAt ? 30_000 : false) },
  });
  const { data, dataUpdatedAt } = settings;
  const launchAt = data ? (data.launchAt ? Date.parse(data.launchAt) : null) : initial;
  const skew = data ? Date.parse(data.serverTime) - dataUpdatedAt : 0;
  const [now, setNow] = useState(Date.now);
  const before = launchAt !== null && now + skew < launchAt;
  const gated = before && !OPEN_BEFORE_LAUNCH.test(pathname);
  const [shown, setShown] = useState(false);
  const [animating, setAnimating] = useState(false);

  useEffect(() => {
    if (!before) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [before]);

  useEffect(() => {
    if (!data) return;
    try {
      if (launchAt) localStorage.setItem(REMEMBERED, String(launchAt));
      else localStorage.removeItem(REMEMBERED);
    } catch {
      // Private mode: only the returning visitor's first frame is lost.
    }
  }, [data, launchAt]);

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
  return (
    <>
      {children}
      {animating ? (
        <Suspense fallback={null}>
          <LaunchAnimation onDone={() => setAnimating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
