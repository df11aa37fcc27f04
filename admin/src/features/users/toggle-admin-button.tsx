import type { MouseEvent } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { messages } from '../../lib/messages';
import { USERS_RESOURCE } from './users-data-provider';
import type { AdminUser } from './users-api';
import { useFlagUpdate } from '../../ui/use-flag-update';
import { LabelledButton } from '../../ui/labelled-button';

/** Row action: Promote (user → admin) or Demote (admin → user). */
export function ToggleAdminButton({ record }: { record: AdminUser }) {
  // The row may leave the current filter (e.g. demoting under "Admins"): refresh.
  const { set, isPending } = useFlagUpdate(USERS_RESOURCE, record, 'isAdmin', {
    success: (isAdmin) => (isAdmin ? `${record.fullName} is now an admin` : `${record.fullName} is no longer an admin`),
    failed: messages.updateUserFailed,
    refresh: true,
  });
  const promote = !record.isAdmin;
  const label = promote ? 'Promote' : 'Demote';

  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    set(promote);
  };

  return (
    <LabelledButton
      label={label}
      aria-label={`${label} ${record.fullName}`}
      onClick={handleClick}
      disabled={isPending}
      color={promote ? 'primary' : 'inherit'}
    >
      {promote ? <PersonAddIcon /> : <PersonRemoveIcon />}
    </LabelledButton>
  );
}
