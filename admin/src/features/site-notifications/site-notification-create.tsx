import { Create, useNotify, useRedirect } from 'react-admin';
import { errorMessage, isUnauthenticated } from '../../errors';
import { NotificationForm } from './notification-form';
import { NOTIFICATION_DEFAULTS } from './notification-format';
import { notificationMessages } from './site-notifications-messages';

/** #/site-notifications/create: the form with the spec's defaults filled in. */
export function SiteNotificationCreate() {
  const notify = useNotify();
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
          if (!isUnauthenticated(error)) notify(errorMessage(error, notificationMessages.createFailed), { type: 'error' });
        },
      }}
    >
      <NotificationForm defaultValues={NOTIFICATION_DEFAULTS} />
    </Create>
  );
}
