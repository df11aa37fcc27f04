// The Finance panel's Refunds tab: each refund's date, buyer, what it returned, amount, reason and status.
import { Chip, Tooltip } from '@mui/material';
import { DataTable } from 'react-admin';
import type { AdminRefund } from '@thriftz/client/generated/model';
import { AdminList } from '../../ui/admin-list';
import { choicesOf, selectFilter } from '../../ui/list-filters';
import { ListEmptyState } from '../../ui/list-empty-state';
import { formatIndiaDateTime, formatInr } from '../../ui/money-and-dates';
import { PanelTable } from '../../ui/responsive-table';
import { financeMessages } from './finance-messages';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS, refundStatusText, refundSubject } from './refund-labels';
import { REFUNDS_RESOURCE } from './refunds-data-provider';

const filters = [selectFilter('status', 'Status', 'All statuses', choicesOf(REFUND_STATUS_LABELS))];

const Col = DataTable.Col<AdminRefund>;

const STATUS_COLOURS = { processed: 'success', pending: 'info', failed_retrying: 'warning' } as const;

function RefundStatusChip({ refund }: { refund: AdminRefund }) {
  const chip = <Chip size="small" variant="outlined" color={STATUS_COLOURS[refund.status]} label={refundStatusText(refund)} />;
  // The gateway's last answer, for the admin chasing a refund that keeps failing.
  return refund.lastError ? (
    <Tooltip title={refund.lastError}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}

export function RefundList() {
  return (
    <AdminList<AdminRefund>
      resource={REFUNDS_RESOURCE}
      // Its filters live in memory: the URL's belong to the Transactions tab.
      disableSyncWithLocation
      storeKey={false}
      title={financeMessages.title}
      filters={filters}
      actions={false}
      loadFailed={financeMessages.refundsLoadFailed}
    >
      <PanelTable<AdminRefund> empty={<ListEmptyState icon={null} message={financeMessages.noRefunds} hint={financeMessages.noRefundsHint} />}>
        <Col source="createdAt" label="Date" disableSort sx={{ whiteSpace: 'nowrap' }} render={(r) => <time dateTime={r.createdAt}>{formatIndiaDateTime(r.createdAt)}</time>} />
        <Col
          source="buyer"
          label="Buyer"
          disableSort
          render={(r) => (
            <>
              {r.buyer.fullName}
              <br />
              <small>{r.buyer.email}</small>
            </>
          )}
        />
        <Col source="purchase" label="For" disableSort render={(r) => <span title={r.purchase.description}>{refundSubject(r)}</span>} />
        <Col source="amount" label="Amount" disableSort align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} render={(r) => formatInr(r.amount)} />
        <Col source="reason" label="Reason" disableSort render={(r) => REFUND_REASON_LABELS[r.reason]} />
        <Col source="status" label="Status" disableSort render={(r) => <RefundStatusChip refund={r} />} />
      </PanelTable>
    </AdminList>
  );
}
