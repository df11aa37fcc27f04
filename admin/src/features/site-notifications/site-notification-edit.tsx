import { Edit, useNotify, useRedirect } from 'react-admin';
import { NotificationForm } from './notification-form';
import { notificationMessages } from './site-notifications-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** #/site-notifications/:id: every field, including activation; saved only when the server agrees. */
export function SiteNotificationEdit() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Notification"
      mutationMode="pessimistic"
      queryOptions={{
        onError: (error: unknown) => {
          notifyFailure(error, notificationMessages.loadFailed);
          redirect('list', 'site-notifications');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify(notificationMessages.saved, { type: 'success' });
          redirect('list', 'site-notifications');
        },
        onError: (error: unknown) => {
          notifyFailure(error, notificationMessages.saveFailed);
        },
      }}
    >
      <NotificationForm />
    </Edit>
  );
}
