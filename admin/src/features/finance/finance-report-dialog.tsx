import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetFinanceReport } from '@thriftz/client/generated/finance/finance';
import type { FinanceTransaction } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { StatCard, StatCards } from '../../ui/stat-cards';
import { categoryLabel } from './finance-categories';
import { currentMonthYear, formatDay, formatRupees, monthName, signedRupees } from './finance-format';
import { financeMessages } from './finance-messages';

/** The report's years: two before to two after the current one (spec 9). */
const YEARS_AROUND = 2;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** 'Financial Reports': a month's income, expenses, net, category breakdown and its 5 most recent transactions. */
export function FinanceReportDialog({ open, onClose }: Props) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const now = currentMonthYear();
  const [period, setPeriod] = useState(now);
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => now.year - YEARS_AROUND + i);
  const { data, error, isPending } = useGetFinanceReport(period, { query: { enabled: open } });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="finance-report-title">
      <DialogTitle id="finance-report-title">{financeMessages.reportsTitle}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Month" value={period.month} onChange={(e) => setPeriod((p) => ({ ...p, month: Number(e.target.value) }))} sx={{ minWidth: 150 }}>
            {Array.from({ length: 12 }, (_, i) => (
              <MenuItem key={i + 1} value={i + 1}>
                {monthName(i + 1)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Year" value={period.year} onChange={(e) => setPeriod((p) => ({ ...p, year: Number(e.target.value) }))} sx={{ minWidth: 110 }}>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error, financeMessages.reportFailed)}
          </Alert>
        ) : (
          <>
            <StatCards columns={3}>
              <StatCard label="Monthly Income" value={data ? formatRupees(data.income) : undefined} />
              <StatCard label="Monthly Expenses" value={data ? formatRupees(data.expenses) : undefined} />
              <StatCard
                label="Net"
                value={
                  data ? (
                    <Box component="span" data-testid="report-net" sx={{ color: data.net >= 0 ? 'success.dark' : 'error.main' }}>
                      {signedRupees(data.net)}
                    </Box>
                  ) : undefined
                }
                hint={data ? (data.net >= 0 ? 'Surplus' : 'Deficit') : undefined}
              />
            </StatCards>
            {isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : data && data.recent.length === 0 ? (
              <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                {financeMessages.noMonthTransactions}
              </Typography>
            ) : data ? (
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                <section aria-labelledby="report-categories">
                  <Typography id="report-categories" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    Category breakdown
                  </Typography>
                  <List dense>
                    {data.categories.map((c) => (
                      <ListItem key={`${c.type}-${c.category}`} divider secondaryAction={<AmountText type={c.type} amount={c.total} />}>
                        <ListItemText primary={categoryLabel(c.category)} secondary={`${c.type === 'income' ? 'Income' : 'Expense'} · ${c.count} ${c.count === 1 ? 'transaction' : 'transactions'}`} />
                      </ListItem>
                    ))}
                  </List>
                </section>
                <section aria-labelledby="report-recent">
                  <Typography id="report-recent" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    Recent transactions
                  </Typography>
                  <List dense>
                    {data.recent.map((t: FinanceTransaction) => (
                      <ListItem key={t.id} divider secondaryAction={<AmountText type={t.type} amount={t.amount} />}>
                        <ListItemText
                          primary={t.description}
                          secondary={`${formatDay(t.date)} · ${categoryLabel(t.category)}`}
                          slotProps={{ primary: { noWrap: true, sx: { pr: 12 } } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                </section>
              </Box>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An amount with its sign: income +, expense −, coloured as well. */
export function AmountText({ type, amount }: { type: 'income' | 'expense'; amount: number }) {
  return (
    <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: type === 'income' ? 'success.dark' : 'error.main' }}>
      {signedRupees(type === 'income' ? amount : -amount)}
    </Box>
  );
}
