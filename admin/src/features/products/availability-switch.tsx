import { FormControlLabel, Switch } from '@mui/material';
import { PRODUCTS_RESOURCE, type AdminListing } from './products-data-provider';
import { productsMessages } from './products-messages';
import { useFlagUpdate } from '../../ui/use-flag-update';

/** The row's availability toggle: the server's answer is what the row then shows. */
export function AvailabilitySwitch({ record }: { record: AdminListing }) {
  const { set, isPending } = useFlagUpdate(PRODUCTS_RESOURCE, record, 'isAvailable', {
    success: (isAvailable) => (isAvailable ? productsMessages.madeAvailable(record.title) : productsMessages.madeUnavailable(record.title)),
    failed: productsMessages.updateFailed,
  });
  const toggle = () => set(!record.isAvailable);
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
