import { ErrorState } from '@web/ui/error-state';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { LockScreen } from '../features/session/lock-screen';
import { LOGIN_MESSAGES, useForgetStoreWhenLocked, usePortalSession } from '../features/session/use-portal-session';
import { PortalShell } from './portal-shell';
import { TabFallback } from './tab-fallback';

/** Locked or unlocked, as GET /api/store-portal/session says. */
export function PortalGate() {
  const session = usePortalSession();
  const failed = session.isError;
  useForgetStoreWhenLocked(session.data === null);

  useEffect(() => {
    if (failed) toast.error(LOGIN_MESSAGES.loadFailed);
  }, [failed]);

  if (session.isPending) {
    return (
      <div className="container-page py-10">
        <TabFallback />
      </div>
    );
  }
  if (session.isError) {
    return (
      <main className="container-page py-16">
        <ErrorState title={LOGIN_MESSAGES.loadFailed} onRetry={() => void session.refetch()} retrying={session.isFetching}>
          Check your connection and try again.
        </ErrorState>
      </main>
    );
  }
  return session.data ? <PortalShell session={session.data} /> : <LockScreen />;
}
