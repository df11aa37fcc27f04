import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { getGetSessionQueryKey, useLogOut as useLogOutMutation } from '@thriftz/client/generated/auth/auth';
import type { Session } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';

/**
 * Logs out: ends the session, forgets every cached answer that belonged to the student, goes home
 * and says so.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useLogOutMutation({
    mutation: {
      onSuccess: async () => {
        await navigate('/');
        const sessionKey = getGetSessionQueryKey();
        const previous = queryClient.getQueryData<Session>(sessionKey);
        queryClient.setQueryData<Session>(sessionKey, {
          user: null,
          googleEnabled: previous?.googleEnabled ?? false,
        });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
        queryClient.getMutationCache().clear();
        void queryClient.invalidateQueries({ queryKey: sessionKey });
        toast.success('You have been logged out.');
      },
      onError: (error) => {
        toast.error(errorMessage(error));
      },
    },
  });
  return { logOut: () => mutation.mutate(), isPending: mutation.isPending };
}
