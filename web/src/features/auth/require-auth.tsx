import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { loginPath } from '../../lib/return-to';
import { SessionCheckFailed, SessionChecking } from '../../ui/session-check';
import { useCurrentUser } from '../../lib/use-current-user';

/**
 * Renders its children for signed-in students; sends visitors to /login?returnTo=<here>. A
 * student who logs out while on the page goes home: they left on purpose, and the home page's
 * chunk may still be loading when the session clears. `message` tells the visitor why they
 * are asked to log in (the spec's 'Please login to create listing'). When the session cannot be
 * read at all (a server error), the student is not sent to log in again, which would fail the
 * same way: the page says so and offers a retry.
 */
export function RequireAuth({ children, message }: { children: ReactNode; message?: string }) {
  const { user, isLoading, failed, retry, retrying } = useCurrentUser();
  const location = useLocation();
  const signedInHere = useRef(false);
  if (user) signedInHere.current = true;
  const turnedAway = !isLoading && !failed && !user && !signedInHere.current;
  useEffect(() => {
    if (turnedAway && message) toast.info(message);
  }, [turnedAway, message]);

  if (isLoading) return <SessionChecking />;
  if (failed) return <SessionCheckFailed onRetry={retry} retrying={retrying} />;
  if (!user) {
    if (signedInHere.current) return <Navigate to="/" replace />;
    return (
      <Navigate
        to={loginPath(location.pathname + location.search)}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  }
  return <>{children}</>;
}
