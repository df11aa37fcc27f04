import { Edit } from 'react-admin';
import { NotificationForm } from './notification-form';
import { notificationMessages } from './site-notifications-messages';
import { useSaveOptions } from './use-save-options';

/** #/site-notifications/:id: every field, including activation; saved only when the server agrees. */
export function SiteNotificationEdit() {
  const { mutationOptions, notifyFailure, toList } = useSaveOptions(notificationMessages.saved, notificationMessages.saveFailed);
  return (
    <Edit
      title="Edit Notification"
      mutationMode="pessimistic"
      queryOptions={{
        onError: (error: unknown) => {
          notifyFailure(error, notificationMessages.loadFailed);
          toList();
        },
      }}
      mutationOptions={mutationOptions}
    >
      <NotificationForm />
    </Edit>
  );
}
