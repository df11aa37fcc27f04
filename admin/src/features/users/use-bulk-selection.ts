import { useListContext, useNotify, useRefresh } from 'react-admin';
import { errorMessage, isUnauthenticated } from '../../errors';
import { messages } from '../../messages';
import type { AdminUser } from './users-api';

export const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/**
 * The selection, and what to do after a bulk mutation: clear it and reload the list.
 * With nothing selected a bulk button only says 'Please select users first'.
 */
export function useBulkSelection() {
  const { selectedIds, onUnselectItems } = useListContext<AdminUser>();
  const notify = useNotify();
  const refresh = useRefresh();
  return {
    selectedIds,
    /** True when there is a selection to act on; otherwise tells the user to select first. */
    requireSelection: () => {
      if (selectedIds.length > 0) return true;
      notify(messages.selectUsersFirst, { type: 'warning' });
      return false;
    },
    done: (message: string) => {
      notify(message, { type: 'success' });
      onUnselectItems();
      refresh();
    },
    failed: (error: unknown) => {
      if (isUnauthenticated(error)) return;
      notify(errorMessage(error, messages.bulkActionFailed), { type: 'error' });
    },
  };
}
