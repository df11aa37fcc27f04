import { Edit, useNotify, useRedirect } from 'react-admin';
import { errorMessage, isUnauthenticated } from '../../errors';
import { NotificationForm } from './notification-form';
import { notificationMessages } from './site-notifications-messages';

/** #/site-notifications/:id: every field, including activation; saved only when the server agrees. */
export function SiteNotificationEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Notification"
      mutationMode="pessimistic"
      queryOptions={{
        onError: (error: unknown) => {
          if (!isUnauthenticated(error)) notify(errorMessage(error, notificationMessages.loadFailed), { type: 'error' });
          redirect('list', 'site-notifications');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify(notificationMessages.saved, { type: 'success' });
          redirect('list', 'site-notifications');
        },
        onError: (error: unknown) => {
          if (!isUnauthenticated(error)) notify(errorMessage(error, notificationMessages.saveFailed), { type: 'error' });
        },
      }}
    >
      <NotificationForm />
    </Edit>
  );
}
