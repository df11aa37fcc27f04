import { Box, Card, CardContent, Typography } from '@mui/material';
import { CardStack } from '../../ui/record-cards';
import { DeleteOrderButton } from './delete-order-button';
import { CustomerCell, OrderDetailsCell, PaymentChip, amountText, storeName } from './order-cells';
import { OrderStatusSelect } from './order-status-select';
import type { OrderRecord } from './orders-data-provider';
import { NoOrders } from './no-orders';

/** The orders as cards, for phones (the table's columns stacked). */
export function OrderCards() {
  return (
    <CardStack<OrderRecord> empty={<NoOrders />} skeletonHeight={180} list label="Orders">
      {(order) => (
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
      )}
    </CardStack>
  );
}
