// The active/inactive switch every moderated record shares (roommate listings, requests, ads).
import type { MouseEvent } from 'react';
import { type RaRecord } from 'react-admin';
import { Chip } from '@mui/material';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useFlagUpdate } from './use-flag-update';
import { LabelledButton } from './labelled-button';

export interface ActiveToggleMessages {
  activated: string;
  deactivated: string;
  failed: string;
}

interface ActiveToggleButtonProps {
  resource: string;
  record: RaRecord & { isActive: boolean };
  /** What the record is called in the button's accessible name, e.g. its title. */
  name: string;
  messages: ActiveToggleMessages;
}

/** Activate or Deactivate: one update of `isActive`, then the list and its figures reload. */
export function ActiveToggleButton({ resource, record, name, messages }: ActiveToggleButtonProps) {
  const { set, isPending } = useFlagUpdate(resource, record, 'isActive', {
    success: (isActive) => (isActive ? messages.activated : messages.deactivated),
    failed: messages.failed,
    refresh: true,
  });
  const next = !record.isActive;
  const label = next ? 'Activate' : 'Deactivate';

  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    set(next);
  };

  return (
    <LabelledButton
      label={label}
      aria-label={`${label} ${name}`}
      onClick={handleClick}
      disabled={isPending}
      color={next ? 'primary' : 'inherit'}
    >
      {next ? <ToggleOnIcon /> : <ToggleOffIcon />}
    </LabelledButton>
  );
}

/** Active in the brand colour, Inactive in outline. */
export function ActiveChip({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Chip label="Active" size="small" color="success" sx={{ fontWeight: 600 }} />
  ) : (
    <Chip label="Inactive" size="small" variant="outlined" />
  );
}
