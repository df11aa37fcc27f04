import { Create, useNotify, useRedirect } from 'react-admin';
import { NotificationForm } from './notification-form';
import { NOTIFICATION_DEFAULTS } from './notification-format';
import { notificationMessages } from './site-notifications-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** #/site-notifications/create: the form with the spec's defaults filled in. */
export function SiteNotificationCreate() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <Create
      title="Create Notification"
      mutationOptions={{
        onSuccess: () => {
          notify(notificationMessages.created, { type: 'success' });
          redirect('list', 'site-notifications');
        },
        onError: (error: unknown) => {
          notifyFailure(error, notificationMessages.createFailed);
        },
      }}
    >
      <NotificationForm defaultValues={NOTIFICATION_DEFAULTS} />
    </Create>
  );
}
