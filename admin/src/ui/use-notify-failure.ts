// The one place that turns a failed call into an error toast. A 401 gets none: the auth provider's
// checkError is already sending the admin to the login page, and a toast on top of that would be noise.
import { useCallback, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, isUnauthenticated } from '../lib/errors';

export interface FailureOptions {
  /**
   * Show the server's problem detail when it has one (the default), or always `message`: the panels'
   * "Failed to load …" texts are fixed by the spec whatever the server said.
   */
  serverDetail?: boolean;
}

export type NotifyFailure = (error: unknown, message: string, options?: FailureOptions) => void;

/** `notifyFailure(error, fallback)`: an error toast unless the session is gone. */
export function useNotifyFailure(): NotifyFailure {
  const notify = useNotify();
  return useCallback<NotifyFailure>(
    (error, message, { serverDetail = true } = {}) => {
      if (isUnauthenticated(error)) return;
      notify(serverDetail ? errorMessage(error, message) : message, { type: 'error' });
    },
    [notify],
  );
}

/** The toast for a query's error, once per new error (for panels that read with a plain query hook). */
export function useQueryFailureNotice(error: unknown, message: string, options?: FailureOptions): void {
  const notifyFailure = useNotifyFailure();
  const serverDetail = options?.serverDetail;
  useEffect(() => {
    if (error) notifyFailure(error, message, { serverDetail });
  }, [error, message, serverDetail, notifyFailure]);
}
