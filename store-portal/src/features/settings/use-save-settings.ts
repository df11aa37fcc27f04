import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PortalSession } from '@thriftz/client/generated/model';
import { getGetPortalSessionQueryKey, useUpdatePortalStore } from '@thriftz/client/generated/store-portal/store-portal';
import { errorMessage } from '../../lib/api-error';
import { SETTINGS_MESSAGES } from './settings-values';

/** PATCH /api/store-portal/store; the saved store replaces the session's (header, dashboard). */
export function useSaveSettings(onSaved: () => void) {
  const client = useQueryClient();
  return useUpdatePortalStore({
    mutation: {
      onSuccess: (store) => {
        client.setQueryData<PortalSession | null>(getGetPortalSessionQueryKey(), (session) => (session ? { ...session, store } : session));
        toast.success(SETTINGS_MESSAGES.saved);
        onSaved();
      },
      onError: (error) => toast.error(errorMessage(error, SETTINGS_MESSAGES.saveFailed)),
    },
  });
}
