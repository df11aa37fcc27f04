import type { ChangeEvent } from 'react';
import { Switch } from '@mui/material';
import type { SiteNotification } from './site-notifications-api';
import { SITE_NOTIFICATIONS_RESOURCE } from './site-notifications-data-provider';
import { notificationMessages } from './site-notifications-messages';
import { useFlagUpdate } from '../../ui/use-flag-update';

/** Row action: activate or deactivate, saved at once (the switch shows the server's answer). */
export function ActiveSwitch({ record }: { record: SiteNotification }) {
  const { set, isPending } = useFlagUpdate(SITE_NOTIFICATIONS_RESOURCE, record, 'isActive', {
    success: (isActive) => (isActive ? notificationMessages.activated : notificationMessages.deactivated),
    failed: notificationMessages.updateFailed,
    refresh: true,
  });
  const name = record.title || record.message;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => set(event.target.checked);

  return (
    <Switch
      checked={record.isActive}
      onChange={handleChange}
      onClick={(event) => event.stopPropagation()}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': `Active: ${name}` } }}
    />
  );
}
