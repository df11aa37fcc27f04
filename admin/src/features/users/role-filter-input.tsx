import { useInput } from 'react-admin';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { isUserRoleFilter, type UserRoleFilter } from './users-api';

const OPTIONS: ReadonlyArray<{ value: UserRoleFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'admins', label: 'Admins' },
  { value: 'users', label: 'Users' },
];

interface RoleFilterInputProps {
  source: string;
  alwaysOn?: boolean;
  label?: string;
}

/**
 * All / Admins / Users as a toggle group: always visible, one click, the choice always shown.
 * It lives in react-admin's filter form, so it syncs with the URL like the search input.
 */
export function RoleFilterInput({ source, label = 'Filter by role' }: RoleFilterInputProps) {
  const { field } = useInput({ source });
  const value: UserRoleFilter = isUserRoleFilter(field.value) ? field.value : 'all';

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_event, next: unknown) => {
        // Clicking the active button reports null: keep the current choice.
        if (isUserRoleFilter(next)) field.onChange(next);
      }}
      sx={{ mb: '4px', bgcolor: 'background.paper' }}
    >
      {OPTIONS.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          sx={{ px: 2, textTransform: 'none', fontWeight: 500, minHeight: 40 }}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
