import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { PRODUCTS_RESOURCE, type AdminListing } from './products-data-provider';
import { productsMessages } from './products-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** The row's availability toggle: the server's answer is what the row then shows. */
export function AvailabilitySwitch({ record }: { record: AdminListing }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [update, { isPending }] = useUpdate<AdminListing>();
  const toggle = () => {
    const isAvailable = !record.isAvailable;
    update(
      PRODUCTS_RESOURCE,
      { id: record.id, data: { isAvailable }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(isAvailable ? productsMessages.madeAvailable(record.title) : productsMessages.madeUnavailable(record.title), { type: 'success' }),
        onError: (error: unknown) => {
          notifyFailure(error, productsMessages.updateFailed);
        },
      },
    );
  };
  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          checked={record.isAvailable}
          onChange={toggle}
          disabled={isPending}
          slotProps={{ input: { 'aria-label': `Available: ${record.title}` } }}
        />
      }
      label={record.isAvailable ? 'Available' : 'Unavailable'}
      sx={{ whiteSpace: 'nowrap', mr: 0 }}
    />
  );
}
