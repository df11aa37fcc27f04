import { Box, Typography } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ordersMessages as m } from './orders-messages';

/** The spec's empty state: 'No orders found' / 'Try adjusting your search or filter criteria'. */
export function NoOrders() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <ReceiptLongIcon aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography variant="body1">{m.empty}</Typography>
      <Typography variant="body2" color="text.secondary">
        {m.emptyHint}
      </Typography>
    </Box>
  );
}
