import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { DeleteOrderButton } from './delete-order-button';
import { CustomerCell, OrderDetailsCell, PaymentChip, amountText, storeName } from './order-cells';
import { OrderStatusSelect } from './order-status-select';
import type { OrderRecord } from './orders-data-provider';
import { NoOrders } from './no-orders';

/** The orders as cards, for phones (the table's columns stacked). */
export function OrderCards() {
  const { data, isPending } = useListContext<OrderRecord>();
  if (isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  }
  if (!data?.length) return <NoOrders />;
  return (
    <Stack spacing={1.5} sx={{ p: 1, m: 0, listStyle: 'none' }} component="ul" role="list" aria-label="Orders">
      {data.map((order) => (
        <Card key={order.id} variant="outlined" component="li" role="listitem">
          <CardContent sx={{ display: 'grid', gap: 1.25, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <OrderDetailsCell order={order} />
              </Box>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {amountText(order)}
              </Typography>
            </Box>
            <CustomerCell order={order} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {storeName(order)}
              </Typography>
              <PaymentChip order={order} />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <OrderStatusSelect record={order} />
              <DeleteOrderButton record={order} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
