import { Alert, Box } from '@mui/material';
import { useGetFinanceSummary } from '@thriftz/client/generated/finance/finance';
import { errorMessage } from '../../lib/errors';
import { StatCard, StatCards } from '../../ui/stat-cards';
import { useQueryFailureNotice } from '../../ui/use-notify-failure';
import { financeMessages } from './finance-messages';
import { formatRupees } from './finance-format';

/** The five cards: Total Budget, Total Income, Total Expenses, Monthly Goal, Yearly Goal. */
export function FinanceSummaryCards() {
  const { data, error } = useGetFinanceSummary();
  useQueryFailureNotice(error, financeMessages.loadFailed);

  if (error) return <Alert severity="error" sx={{ my: 2 }}>{errorMessage(error, financeMessages.loadFailed)}</Alert>;
  // Five cards side by side leave little room: a size that fits ₹3,00,000.00 on a phone and beside a sidebar.
  const money = (n: number | undefined) =>
    n === undefined ? undefined : (
      <Box component="span" sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(n)}
      </Box>
    );
  return (
    <StatCards columns={5}>
      <StatCard label="Total Budget" value={money(data?.totalBudget)} hint={data && data.totalBudget < 0 ? 'Overspent' : undefined} />
      <StatCard label="Total Income" value={money(data?.totalIncome)} />
      <StatCard label="Total Expenses" value={money(data?.totalExpenses)} />
      <StatCard label="Monthly Goal" value={money(data?.monthlyBudgetGoal)} />
      <StatCard label="Yearly Goal" value={money(data?.yearlyBudgetGoal)} />
    </StatCards>
  );
}
