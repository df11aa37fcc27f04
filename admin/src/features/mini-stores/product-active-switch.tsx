import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { miniStoresMessages as m } from './mini-stores-messages';
import { STORE_PRODUCTS_RESOURCE, type AdminStoreProduct } from './store-products-data-provider';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** A store product's active/inactive toggle (the store's page shows only active products). */
export function ProductActiveSwitch({ record }: { record: AdminStoreProduct }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [update, { isPending }] = useUpdate<AdminStoreProduct>();
  const toggle = () => {
    const isActive = !record.isActive;
    update(
      STORE_PRODUCTS_RESOURCE,
      { id: record.id, data: { isActive }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(isActive ? m.productActivated : m.productDeactivated, { type: 'success' }),
        onError: (error: unknown) => {
          notifyFailure(error, m.updateProductFailed);
        },
      },
    );
  };
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
