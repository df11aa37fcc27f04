import { Create } from 'react-admin';
import { NotificationForm } from './notification-form';
import { NOTIFICATION_DEFAULTS } from './notification-format';
import { notificationMessages } from './site-notifications-messages';
import { useSaveOptions } from './use-save-options';

/** #/site-notifications/create: the form with the spec's defaults filled in. */
export function SiteNotificationCreate() {
  const { mutationOptions } = useSaveOptions(notificationMessages.created, notificationMessages.createFailed);
  return (
    <Create title="Create Notification" mutationOptions={mutationOptions}>
      <NotificationForm defaultValues={NOTIFICATION_DEFAULTS} />
    </Create>
  );
}
