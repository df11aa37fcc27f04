// Delete after a confirmation: the spec asks for one before deleting listings, requests and ads.
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Confirm, useDelete, useNotify, useRefresh, type RaRecord } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotifyFailure } from './use-notify-failure';
import { LabelledButton } from './labelled-button';

interface ConfirmDeleteButtonProps {
  resource: string;
  record: RaRecord;
  /** What the record is called, e.g. its title (in the dialog and the button's accessible name). */
  name: string;
  /** The dialog's title, e.g. "Delete listing". */
  title: string;
  success: string;
  failed: string;
  /** The dialog's text; by default it names the record and says it cannot be undone. */
  content?: string;
  /** The button's accessible name; "Delete <name>" by default. */
  label?: string;
  /** Reload the list after (its figures change); the deleted row leaves the list either way. */
  refresh?: boolean;
  /** The button's and the confirmation's word, "Delete" by default (e.g. "Revoke"). */
  verb?: string;
  /** The button's icon, a bin by default. */
  icon?: ReactElement;
}

export function ConfirmDeleteButton({ resource, record, name, title, success, failed, content, label, refresh: reload = true, verb = 'Delete', icon = <DeleteIcon /> }: ConfirmDeleteButtonProps) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();

  const handleConfirm = () => {
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(success, { type: 'success' });
          if (reload) refresh();
        },
        onError: (error: unknown) => {
          setOpen(false);
          notifyFailure(error, failed);
        },
      },
    );
  };

  return (
    <>
      <LabelledButton
        label={verb}
        aria-label={label ?? `${verb} ${name}`}
        color="error"
        disabled={isPending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </LabelledButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={title}
        content={content ?? `Are you sure you want to delete "${name}"? This action cannot be undone.`}
        confirm={verb}
        confirmColor="warning"
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
