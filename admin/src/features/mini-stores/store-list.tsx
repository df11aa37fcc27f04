import { Box, Button as MuiButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { DataTable } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { searchFilter } from '../../ui/list-filters';
import { formatIndiaDate } from '../../ui/money-and-dates';
import { DeleteStoreButton } from './delete-store-button';
import type { AdminStore } from './mini-stores-data-provider';
import { miniStoresMessages as m } from './mini-stores-messages';
import { RegenerateCodeButton } from './regenerate-code-button';
import { EmptyState, PersonCell, StoreNameCell, paymentText } from './store-cells';
import { PanelTable } from '../../ui/responsive-table';

const filters = [searchFilter('Search by store name', 'Search mini stores by name')];

const Col = DataTable.Col<AdminStore>;

/** The Mini Stores tab: every store with its owner and counts; its products, a new entry code, delete. */
export function StoreList({ onViewProducts }: { onViewProducts: (store: AdminStore) => void }) {
  // On a phone: the store (with owner, payment and counts), and its actions stacked, so nothing hides sideways.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList<AdminStore>
      title="Mini Stores"
      filters={filters}
      actions={false}
      loadFailed={m.loadStoresFailed}
    >
      <PanelTable<AdminStore> empty={<EmptyState title={m.noStores} hint={m.emptyHint} />}>
        <Col
          source="name"
          label="Store"
          disableSort
          render={(s) => (
            <>
              <StoreNameCell store={s} />
              {isPhone && (
                <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                  {s.owner.fullName} · {paymentText(s)} · {s.orderCount} orders
                </Typography>
              )}
            </>
          )}
        />
        {!isPhone && <Col source="owner" label="Owner" disableSort render={(s) => <PersonCell fullName={s.owner.fullName} email={s.owner.email} />} />}
        {!isPhone && <Col source="paymentOptions" label="Payment" disableSort render={paymentText} />}
        <Col
          source="productCount"
          label="Products"
          disableSort
          render={(s) => (
            <MuiButton size="small" startIcon={<Inventory2Icon />} onClick={() => onViewProducts(s)} aria-label={`View the products of ${s.name}`}>
              {s.productCount}
            </MuiButton>
          )}
        />
        {!isPhone && <Col source="orderCount" label="Orders" disableSort />}
        {!isPhone && <Col source="createdAt" label="Created" disableSort sx={{ whiteSpace: 'nowrap' }} render={(s) => formatIndiaDate(s.createdAt)} />}
        <Col
          source="actions"
          label="Actions"
          disableSort
          render={(s) => (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', flexDirection: isPhone ? 'column' : 'row', alignItems: 'flex-start' }}>
              <RegenerateCodeButton record={s} />
              <DeleteStoreButton record={s} />
            </Box>
          )}
        />
      </PanelTable>
    </AdminList>
  );
}
