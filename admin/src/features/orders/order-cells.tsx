import { Box, Chip, Typography } from '@mui/material';
import { formatIndiaDate, formatIndiaTime, formatInr } from '../../ui/money-and-dates';
import type { OrderRecord } from './orders-data-provider';

const PAYMENT_LABELS = { cod: 'Cash on Delivery', prepaid: 'Prepaid' } as const;

/** The order's ORD- number with its creation date and time, and its first 2 products. */
export function OrderDetailsCell({ order }: { order: OrderRecord }) {
  const titles = order.products.slice(0, 2).map((p) => `${p.quantity} × ${p.title}`);
  const more = order.products.length - titles.length;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
        {order.orderId}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={order.createdAt}>
          {formatIndiaDate(order.createdAt)} at {formatIndiaTime(order.createdAt)}
        </time>
      </Typography>
      <Typography variant="caption" component="p" sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {titles.join(', ')}
        {more > 0 ? ` +${more} more` : ''}
      </Typography>
      {order.status === 'cancelled' && order.cancellationReason && (
        <Typography variant="caption" color="error.dark" component="p" sx={{ maxWidth: 260 }}>
          Cancelled: {order.cancellationReason}
        </Typography>
      )}
    </Box>
  );
}

export function CustomerCell({ order }: { order: OrderRecord }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{order.customerName}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {order.customerEmail}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {order.customerPhone}
      </Typography>
    </Box>
  );
}

export const storeName = (order: OrderRecord) => order.store.name;

export const amountText = (order: OrderRecord) => formatInr(order.total);

export function PaymentChip({ order }: { order: OrderRecord }) {
  return <Chip size="small" variant="outlined" color={order.paymentType === 'prepaid' ? 'primary' : 'default'} label={PAYMENT_LABELS[order.paymentType]} />;
}
