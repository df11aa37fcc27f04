import type { MouseEvent } from 'react';
import { Button, useNotify, useRefresh, useUpdate } from 'react-admin';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { messages } from '../../messages';
import { USERS_RESOURCE } from './users-data-provider';
import type { AdminUser } from './users-api';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** Row action: Promote (user → admin) or Demote (admin → user). */
export function ToggleAdminButton({ record }: { record: AdminUser }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminUser>();
  const promote = !record.isAdmin;
  const label = promote ? 'Promote' : 'Demote';

  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      USERS_RESOURCE,
      { id: record.id, data: { isAdmin: promote }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(
            promote ? `${record.fullName} is now an admin` : `${record.fullName} is no longer an admin`,
            { type: 'success' },
          );
          // The row may leave the current filter (e.g. demoting under "Admins").
          refresh();
        },
        onError: (error: unknown) => {
          notifyFailure(error, messages.updateUserFailed);
        },
      },
    );
  };

  return (
    <Button
      label={label}
      aria-label={`${label} ${record.fullName}`}
      onClick={handleClick}
      disabled={isPending}
      color={promote ? 'primary' : 'inherit'}
    >
      {promote ? <PersonAddIcon /> : <PersonRemoveIcon />}
    </Button>
  );
}
