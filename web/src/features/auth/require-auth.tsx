import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { LoadingBlock } from '../../ui/spinner';
import { loginPath } from './return-to';
import { useCurrentUser } from './use-current-user';

/**
 * Renders its children for signed-in students; sends visitors to /login?returnTo=<here>. A
 * student who logs out while on the page goes home: they left on purpose, and the home page's
 * chunk may still be loading when the session clears. `message` tells the visitor why they
 * are asked to log in (the spec's 'Please login to create listing').
 */
export function RequireAuth({ children, message }: { children: ReactNode; message?: string }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const signedInHere = useRef(false);
  if (user) signedInHere.current = true;
  const turnedAway = !isLoading && !user && !signedInHere.current;
  useEffect(() => {
    if (turnedAway && message) toast.info(message);
  }, [turnedAway, message]);

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
