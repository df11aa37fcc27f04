import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '../../ui/spinner';
import { loginPath } from './return-to';
import { useCurrentUser } from './use-current-user';

/** Renders its children for signed-in students; sends visitors to /login?returnTo=<here>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return <LoadingBlock className="min-h-[50vh]" label="Checking your session…" />;
  if (!user) {
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
