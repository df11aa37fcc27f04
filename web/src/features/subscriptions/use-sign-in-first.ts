/** Buying needs a signed-in student: a visitor is told why (the spec's words) and sent to log in. */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { loginPath } from '../../lib/return-to';
import { useCurrentUser } from '../../lib/use-current-user';

/** Returns `signedIn(message)`: true for a student; for a visitor, shows `message`, goes to /login and returns false. */
export function useSignInFirst() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback(
    (message: string) => {
      if (user) return true;
      toast.info(message);
      navigate(loginPath(here));
      return false;
    },
    [user, navigate, here],
  );
}
