import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getSession } from '@thriftz/client/generated/auth/auth';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { isApiError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { EXIT_MESSAGE_DELAY_MS, leaveToSite } from '../navigation';
import type { ExitReason } from '../auth-provider';
import { AppLoadBoundary, ExitScreen, VerifyingScreen } from './gate-screen';
import { LoginScreen } from './login-screen';

// Start downloading react-admin while the session is being checked: both take a round trip,
// and an admin should not wait for them one after the other.
const appModule = import('../app');
// Not rendered for non-admins: keep a failed download from surfacing as an unhandled rejection.
appModule.catch(() => undefined);
const App = lazy(() => appModule);

type GateState =
  | { kind: 'checking' }
  | { kind: 'to-login' }
  | { kind: 'denied' }
  | { kind: 'error' }
  | { kind: 'admin'; user: CurrentUser };

/**
 * Wraps the react-admin app: nothing of it renders until the session says "signed-in admin".
 * Signed out, it shows the back office's own sign-in (LoginScreen), which works before the launch.
 * Later refusals from inside the app (a 401 or a lost admin flag) come back here through onExit.
 */
export function AdminGate() {
  const [state, setState] = useState<GateState>({ kind: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    getSession({ signal: controller.signal })
      .then(({ user }) => {
        if (!user) setState({ kind: 'to-login' });
        else if (!user.isAdmin) setState({ kind: 'denied' });
        else setState({ kind: 'admin', user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: isApiError(error) && error.status === 401 ? 'to-login' : 'error' });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.kind === 'denied' || state.kind === 'error') {
      const timer = window.setTimeout(leaveToSite, EXIT_MESSAGE_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
  }, [state.kind]);

  const handleExit = useCallback((reason: ExitReason) => {
    setState({ kind: reason === 'login' ? 'to-login' : reason });
  }, []);

  switch (state.kind) {
    case 'checking':
      return <VerifyingScreen message={messages.verifyingAdmin} />;
    case 'to-login':
      return <LoginScreen onAdmin={(user) => setState({ kind: 'admin', user })} />;
    case 'denied':
      return <ExitScreen message={messages.accessDenied} />;
    case 'error':
      return <ExitScreen message={messages.verifyError} />;
    case 'admin':
      return (
        <AppLoadBoundary>
          <Suspense fallback={<VerifyingScreen message={messages.verifyingAdmin} />}>
            <App user={state.user} onExit={handleExit} />
          </Suspense>
        </AppLoadBoundary>
      );
  }
}
