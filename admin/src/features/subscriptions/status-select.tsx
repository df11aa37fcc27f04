import { MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { STATUS_CHOICES, statusLabel, type UserSubscription, type UserSubscriptionStatus } from './subscriptions-api';
import { SUBSCRIPTIONS_RESOURCE } from './subscriptions-data-provider';
import { subscriptionMessages } from './subscriptions-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

const statusColour = { active: 'success.main', expired: 'text.secondary', cancelled: 'error.main', pending: 'warning.dark' } as const;

/** Row action: any of the four statuses, saved at once (the spec sets no restriction here). */
export function StatusSelect({ record }: { record: UserSubscription }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<UserSubscription>();

  const change = (status: UserSubscriptionStatus) => {
    if (status === record.status) return;
    update(
      SUBSCRIPTIONS_RESOURCE,
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(subscriptionMessages.updated(record.user.fullName, statusLabel(status).toLowerCase()), { type: 'success' });
          // Activating one can end the user's other current subscription: show both rows as they are now.
          refresh();
        },
        onError: (error: unknown) => {
          notifyFailure(error, subscriptionMessages.updateFailed);
        },
      },
    );
  };

  return (
    <TextField
      select
      hiddenLabel
      size="small"
      value={record.status}
      disabled={isPending}
      onChange={(event) => change(event.target.value as UserSubscriptionStatus)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ htmlInput: { 'aria-label': `Status of ${record.user.fullName}'s ${record.plan.name} subscription` } }}
      sx={{ minWidth: 140, '& .MuiSelect-select': { color: statusColour[record.status], fontWeight: 600 } }}
    >
      {STATUS_CHOICES.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
