import { useListContext, useNotify, useRefresh } from 'react-admin';
import { messages } from '../../lib/messages';
import type { AdminUser } from './users-api';
import { useNotifyFailure } from '../../ui/use-notify-failure';

export const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/**
 * The selection, and what to do after a bulk mutation: clear it and reload the list.
 * With nothing selected a bulk button only says 'Please select users first'.
 */
export function useBulkSelection() {
  const { selectedIds, onUnselectItems } = useListContext<AdminUser>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
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
      notifyFailure(error, messages.bulkActionFailed);
    },
  };
}
