import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, TopToolbar, useListContext } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { searchFilter, selectFilter } from '../../ui/list-filters';
import { DeleteOrderButton } from './delete-order-button';
import { OrderCards } from './order-cards';
import { CustomerCell, OrderDetailsCell, PaymentChip, amountText, storeName } from './order-cells';
import { OrderStatusSelect, statusLabel } from './order-status-select';
import { ORDER_STATUSES, type OrderRecord } from './orders-data-provider';
import { ordersMessages as m } from './orders-messages';
import { NoOrders } from './no-orders';
import { PanelTable } from '../../ui/responsive-table';

const filters = [
  searchFilter('Search order number, buyer or store', 'Search orders by order number, buyer name, buyer email or store name'),
  selectFilter('status', 'Status', 'All', ORDER_STATUSES.map((s) => ({ id: s, name: statusLabel(s) })), { emptyValue: 'all' }),
];

/** "{n} orders found", from the list's total. */
function OrdersFound() {
  const { total, isPending } = useListContext<OrderRecord>();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start', minHeight: 'auto', pt: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {isPending || total === undefined ? ' ' : m.found(total)}
      </Typography>
    </TopToolbar>
  );
}

const Col = DataTable.Col<OrderRecord>;

function OrdersTable() {
  return (
    <PanelTable<OrderRecord>
            empty={<NoOrders />}
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& td': { verticalAlign: 'top' } }}
    >
      <Col source="orderId" label="Order Details" disableSort render={(o) => <OrderDetailsCell order={o} />} />
      <Col source="customerName" label="Customer" disableSort render={(o) => <CustomerCell order={o} />} />
      <Col source="store" label="Store" disableSort render={storeName} />
      {/* The amount and how it is paid in one column, so Actions stays in view at 1280 px. */}
      <Col
        source="total"
        label="Amount"
        disableSort
        render={(o) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {amountText(o)}
            </Typography>
            <PaymentChip order={o} />
          </Stack>
        )}
      />
      <Col source="status" label="Status" disableSort render={(o) => <OrderStatusSelect record={o} />} />
      <Col source="actions" label="Actions" disableSort render={(o) => <DeleteOrderButton record={o} />} />
    </PanelTable>
  );
}

/** Orders panel: search, status filter, the count found, and a table (cards on phones) with status and delete. */
export function OrderList() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AdminList<OrderRecord>
      title="Orders"
      filters={filters}
      filterDefaultValues={{ status: 'all' }}
      actions={<OrdersFound />}
      loadFailed={m.loadFailed}
    >
      {isPhone ? <OrderCards /> : <OrdersTable />}
    </AdminList>
  );
}
