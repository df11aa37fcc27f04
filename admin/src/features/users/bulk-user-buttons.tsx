import { useState } from 'react';
import { Confirm, useDataProvider, useDeleteMany } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { messages } from '../../lib/messages';
import { USERS_RESOURCE, type UsersDataProvider } from './users-data-provider';
import type { AdminUser } from './users-api';
import { useBulkSelection, users } from './use-bulk-selection';
import { DeletionSummary } from './deletion-summary';
import { LabelledButton } from '../../ui/labelled-button';

/** 'Toggle admin': flips the admin flag of every selected user, after a confirmation. */
export function BulkToggleAdminButton() {
  const { selectedIds, requireSelection, done, failed } = useBulkSelection();
  const dataProvider = useDataProvider<UsersDataProvider>();
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
      <LabelledButton label="Toggle admin" onClick={() => requireSelection() && setOpen(true)} disabled={isPending}>
        <SyncAltIcon />
      </LabelledButton>
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

/** 'Delete': deletes every selected user, after the spec's confirmation and the server's count of what goes with them. */
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
      <LabelledButton
        label="Delete"
        color="error"
        onClick={() => requireSelection() && setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </LabelledButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Delete users"
        content={open ? <DeletionSummary ids={selectedIds.map(String)} message={messages.confirmDeleteUsers(count)} /> : messages.confirmDeleteUsers(count)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
