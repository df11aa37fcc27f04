import { useState } from 'react';
import { DataTable, TopToolbar } from 'react-admin';
import { AdminList } from '../../ui/admin-list';
import { selectFilter } from '../../ui/list-filters';
import { Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FlagIcon from '@mui/icons-material/Flag';
import type { FinanceTransaction } from '@thriftz/client/generated/model';
import { AddTransactionDialog } from './add-transaction-dialog';
import { BudgetGoalsDialog } from './budget-goals-dialog';
import { CATEGORY_CHOICES, categoryLabel } from './finance-categories';
import { formatDay } from './finance-format';
import { financeMessages } from './finance-messages';
import { AmountText, FinanceReportDialog } from './finance-report-dialog';
import { FinanceSummaryCards } from './finance-summary-cards';
import { ExportTransactionsButton } from './export-transactions-button';
import { ListEmptyState } from '../../ui/list-empty-state';
import { PanelTable } from '../../ui/responsive-table';
import { LabelledButton } from '../../ui/labelled-button';

const filters = [
  selectFilter('category', 'Category', 'All categories', CATEGORY_CHOICES),
  selectFilter('type', 'Type', 'All types', [
    { id: 'income', name: 'Income' },
    { id: 'expense', name: 'Expense' },
  ]),
];

type Dialog = 'add' | 'goals' | 'report' | null;

function FinanceActions({ open }: { open: (d: Dialog) => void }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ExportTransactionsButton />
      <LabelledButton label="Reports" onClick={() => open('report')}>
        <AssessmentIcon />
      </LabelledButton>
      <LabelledButton label="Set Goals" onClick={() => open('goals')}>
        <FlagIcon />
      </LabelledButton>
      <LabelledButton label="Add Transaction" variant="contained" onClick={() => open('add')}>
        <AddIcon />
      </LabelledButton>
    </TopToolbar>
  );
}

const Col = DataTable.Col<FinanceTransaction>;
const preview = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}…` : text);

const typeChip = (t: FinanceTransaction) => (
  <Chip size="small" variant="outlined" color={t.type === 'income' ? 'success' : 'error'} label={t.type === 'income' ? 'Income' : 'Expense'} />
);

/** The transactions: five columns, or on a phone two (what and when, and the amount) so nothing hides sideways. */
function TransactionsTable() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const empty = <ListEmptyState icon={null} message={financeMessages.noTransactions} hint={financeMessages.noTransactionsHint} />;
  if (isPhone) {
    return (
      <PanelTable<FinanceTransaction> empty={empty}>
        <Col
          source="description"
          label="Transaction"
          disableSort
          render={(t) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <span>{preview(t.description)}</span>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={t.date}>{formatDay(t.date)}</time> · {categoryLabel(t.category)}
              </Typography>
              {typeChip(t)}
            </Stack>
          )}
        />
        <Col source="amount" label="Amount" disableSort align="right" sx={{ whiteSpace: 'nowrap' }} render={(t) => <AmountText type={t.type} amount={t.amount} />} />
      </PanelTable>
    );
  }
  return (
    <PanelTable<FinanceTransaction> empty={empty}>
      <Col source="date" label="Date" disableSort sx={{ whiteSpace: 'nowrap' }} render={(t) => <time dateTime={t.date}>{formatDay(t.date)}</time>} />
      <Col source="type" label="Type" disableSort render={typeChip} />
      <Col source="category" label="Category" disableSort render={(t) => categoryLabel(t.category)} />
      <Col source="description" label="Description" disableSort render={(t) => <span title={t.description}>{preview(t.description)}</span>} />
      <Col source="amount" label="Amount" disableSort align="right" render={(t) => <AmountText type={t.type} amount={t.amount} />} />
    </PanelTable>
  );
}

/** Finance Management: the cards, the transaction list with its filters, and the panel's three dialogs. */
export function FinanceList() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <AdminList<FinanceTransaction>
        title={financeMessages.title}
        filters={filters}
        actions={<FinanceActions open={setDialog} />}
        loadFailed={financeMessages.loadFailed}
      >
        <FinanceSummaryCards />
        <TransactionsTable />
      </AdminList>
      <AddTransactionDialog open={dialog === 'add'} onClose={close} />
      <BudgetGoalsDialog open={dialog === 'goals'} onClose={close} />
      <FinanceReportDialog open={dialog === 'report'} onClose={close} />
    </>
  );
}
