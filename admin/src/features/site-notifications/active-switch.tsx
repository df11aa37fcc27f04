import type { ChangeEvent } from 'react';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { Switch } from '@mui/material';
import type { SiteNotification } from './site-notifications-api';
import { SITE_NOTIFICATIONS_RESOURCE } from './site-notifications-data-provider';
import { notificationMessages } from './site-notifications-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** Row action: activate or deactivate, saved at once (the switch shows the server's answer). */
export function ActiveSwitch({ record }: { record: SiteNotification }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<SiteNotification>();
  const name = record.title || record.message;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const isActive = event.target.checked;
    update(
      SITE_NOTIFICATIONS_RESOURCE,
      { id: record.id, data: { isActive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(isActive ? notificationMessages.activated : notificationMessages.deactivated, { type: 'success' });
          refresh();
        },
        onError: (error: unknown) => {
          notifyFailure(error, notificationMessages.updateFailed);
        },
      },
    );
  };

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
