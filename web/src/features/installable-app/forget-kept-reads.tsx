import { useEffect } from 'react';
import { CLEAR_API_CACHE } from '../../../service-worker/messages';
import { useCurrentUser } from '../../lib/use-current-user';

/** Whose visit the worker's kept reads were made in: a student's uid, or '' for a visitor. */
const KEPT_READS_FOR = 'thriftz.kept-reads-for';

/**
 * The service worker keeps only what the server marked public (a visitor's reads), never a
 * signed-in student's answer. When the account differs from the one the kept reads were made under
 * (someone signed in or out, here, in another tab or since the last visit) the worker forgets those
 * too: offline, a student is not shown a visitor's copy of a page, and nothing kept outlives a
 * change of account. Remembered across visits, as the worker's cache is. Renders nothing.
 */
export function ForgetKeptReadsOnAccountChange() {
  const { user, isLoading, failed } = useCurrentUser();
  // Unknown while the session is read, and when it could not be (offline): nobody signed out then.
  const account = isLoading || failed ? undefined : (user?.uid ?? '');
  useEffect(() => {
    if (account === undefined || !('serviceWorker' in navigator)) return;
    try {
      if (localStorage.getItem(KEPT_READS_FOR) === account) return;
      localStorage.setItem(KEPT_READS_FOR, account);
    } catch {
      // Storage refused (a privacy mode): forget on every change of this page's account instead.
    }
    void navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.postMessage({ type: CLEAR_API_CACHE }));
  }, [account]);
  return null;
}
