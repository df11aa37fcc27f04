import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { errorMessage, isUnauthenticated } from '../../errors';
import { messages } from '../../messages';
import { USERS_RESOURCE, type ThriftzDataProvider } from '../../data-provider';
import type { AdminUser } from './users-api';

const users = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/**
 * The selection, and what to do after a bulk mutation: clear it and reload the list.
 * With nothing selected a bulk button only says 'Please select users first'.
 */
function useBulkSelection() {
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

/** 'Toggle admin': flips the admin flag of every selected user, after a confirmation. */
export function BulkToggleAdminButton() {
  const { selectedIds, requireSelection, done, failed } = useBulkSelection();
  const dataProvider = useDataProvider<ThriftzDataProvider>();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;

  const { mutate, isPending } = useMutation({
    mutationFn: (ids: AdminUser['id'][]) => dataProvider.bulkToggleAdmin(USERS_RESOURCE, { ids }),
    onSuccess: ({ data }) => {
      setOpen(false);
      done(`Admin role toggled for ${users(data.length)}`);
    },
    onError: (error: unknown) => {
      setOpen(false);
      failed(error);
    },
  });

  return (
    <>
      <Button label="Toggle admin" onClick={() => requireSelection() && setOpen(true)} disabled={isPending}>
        <SyncAltIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Toggle admin"
        content={`Toggle the admin role of ${users(count)}? Selected admins become users and selected users become admins.`}
        onConfirm={() => mutate(selectedIds.map(String))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** 'Delete': deletes every selected user, after the spec's confirmation. */
export function BulkDeleteUsersButton() {
  const { selectedIds, requireSelection, done, failed } = useBulkSelection();
  const [deleteMany, { isPending }] = useDeleteMany<AdminUser>();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;

  const handleConfirm = () => {
    const ids = [...selectedIds];
    deleteMany(
      USERS_RESOURCE,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          done(`Deleted ${users(ids.length)}`);
        },
        onError: (error: unknown) => {
          setOpen(false);
          failed(error);
        },
      },
    );
  };

  return (
    <>
      <Button
        label="Delete"
        color="error"
        onClick={() => requireSelection() && setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Delete users"
        content={messages.confirmDeleteUsers(count)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
