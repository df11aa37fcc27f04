import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ordersMessages as m } from './orders-messages';
import { ListEmptyState } from '../../ui/list-empty-state';

/** The spec's empty state: 'No orders found' / 'Try adjusting your search or filter criteria'. */
export function NoOrders() {
  return (
    <ListEmptyState icon={<ReceiptLongIcon aria-hidden sx={{ fontSize: 40, color: 'text.disabled' }} />} message={m.empty} hint={m.emptyHint} />
  );
}
