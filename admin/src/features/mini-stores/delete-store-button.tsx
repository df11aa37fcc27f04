import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { MINI_STORES_RESOURCE, type AdminStore } from './mini-stores-data-provider';
import { miniStoresMessages as m } from './mini-stores-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** Deletes the store after the spec's 'This action cannot be undone.' confirmation. */
export function DeleteStoreButton({ record }: { record: AdminStore }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [remove, { isPending }] = useDelete<AdminStore>();
  const confirm = () =>
    remove(
      MINI_STORES_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(m.deleted(record.name), { type: 'success' });
        },
        onError: (error: unknown) => {
          setOpen(false);
          notifyFailure(error, m.deleteFailed);
        },
      },
    );
  return (
    <>
      <Button label="Delete" color="error" aria-label={`Delete ${record.name}`} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={m.deleteTitle(record.name)}
        content={`${m.cannotBeUndone} ${m.deleteDetail}`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
