import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { errorMessage, isUnauthenticated } from '../../errors';
import { PRODUCTS_RESOURCE, type AdminListing } from './products-data-provider';
import { productsMessages } from './products-messages';

/** The row's availability toggle: the server's answer is what the row then shows. */
export function AvailabilitySwitch({ record }: { record: AdminListing }) {
  const notify = useNotify();
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
          if (!isUnauthenticated(error)) notify(errorMessage(error, productsMessages.updateFailed), { type: 'error' });
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
