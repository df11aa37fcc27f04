import { FormControlLabel, Switch } from '@mui/material';
import { miniStoresMessages as m } from './mini-stores-messages';
import { STORE_PRODUCTS_RESOURCE, type AdminStoreProduct } from './store-products-data-provider';
import { useFlagUpdate } from '../../ui/use-flag-update';

/** A store product's active/inactive toggle (the store's page shows only active products). */
export function ProductActiveSwitch({ record }: { record: AdminStoreProduct }) {
  const { set, isPending } = useFlagUpdate(STORE_PRODUCTS_RESOURCE, record, 'isActive', {
    success: (isActive) => (isActive ? m.productActivated : m.productDeactivated),
    failed: m.updateProductFailed,
  });
  const toggle = () => set(!record.isActive);
  return (
    <FormControlLabel
      control={
        <Switch checked={record.isActive} onChange={toggle} disabled={isPending} slotProps={{ input: { 'aria-label': `Active: ${record.title}` } }} />
      }
      label={record.isActive ? 'Active' : 'Inactive'}
      sx={{ whiteSpace: 'nowrap', mr: 0 }}
    />
  );
}
