import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '../../ui/spinner';
import { loginPath } from './return-to';
import { useCurrentUser } from './use-current-user';

/**
 * Renders its children for signed-in students; sends visitors to /login?returnTo=<here>. A
 * student who logs out while on the page goes home: they left on purpose, and the home page's
 * chunk may still be loading when the session clears.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const signedInHere = useRef(false);
  if (user) signedInHere.current = true;

  if (isLoading) return <LoadingBlock className="min-h-[50vh]" label="Checking your session…" />;
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
