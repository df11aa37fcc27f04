import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useCreateFinanceTransaction } from '@thriftz/client/generated/finance/finance';
import type { FinanceCategory, FinanceType } from '@thriftz/client/generated/model';
import { categoryLabel, FINANCE_CATEGORIES } from './finance-categories';
import { todayInIndia } from './finance-format';
import { financeMessages } from './finance-messages';
import { useRefreshFinance } from './use-refresh-finance';
import { useNotifyFailure } from '../../ui/use-notify-failure';

interface Props {
  open: boolean;
  onClose: () => void;
}

const emptyForm = () => ({ type: 'expense' as FinanceType, category: '' as FinanceCategory | '', amount: '', description: '', date: todayInIndia() });

/** 'Add Transaction': the type picks the category list; amount, description and category are needed; the date defaults to today. */
export function AddTransactionDialog({ open, onClose }: Props) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refreshFinance = useRefreshFinance();
  const [form, setForm] = useState(emptyForm);
  const [amountError, setAmountError] = useState<string | undefined>();
  const { mutate, isPending } = useCreateFinanceTransaction();

  const close = () => {
    setForm(emptyForm());
    setAmountError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.amount.trim() || !form.description.trim() || !form.category) {
      notify(financeMessages.fillAllFields, { type: 'error' });
      return;
    }
    const amount = Number.parseFloat(form.amount);
    if (!Number.isFinite(amount) || amount <= 0) {
      setAmountError(financeMessages.validAmount);
      notify(financeMessages.validAmount, { type: 'error' });
      return;
    }
    mutate(
      { data: { type: form.type, category: form.category, amount, description: form.description.trim(), date: form.date || undefined } },
      {
        onSuccess: (created) => {
          notify(financeMessages.logged(created.type), { type: 'success' });
          refreshFinance();
          close();
        },
        onError: (error) => {
          notifyFailure(error, financeMessages.addFailed);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-transaction-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-transaction-title">Add Transaction</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={form.type}
              aria-label="Type"
              onChange={(_e, type: FinanceType | null) => type && setForm((f) => ({ ...f, type, category: '' }))}
            >
              <ToggleButton value="income">Income</ToggleButton>
              <ToggleButton value="expense">Expense</ToggleButton>
            </ToggleButtonGroup>
            <TextField
              select
              label="Category"
              required
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as FinanceCategory }))}
            >
              {FINANCE_CATEGORIES[form.type].map((c) => (
                <MenuItem key={c} value={c}>
                  {categoryLabel(c)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Amount (₹)"
              required
              type="number"
              value={form.amount}
              error={Boolean(amountError)}
              helperText={amountError}
              slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
              onChange={(e) => {
                setAmountError(undefined);
                setForm((f) => ({ ...f, amount: e.target.value }));
              }}
            />
            <TextField
              label="Description"
              required
              multiline
              minRows={2}
              value={form.description}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            />
            <TextField
              label="Date"
              type="date"
              value={form.date}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Saving…' : 'Add Transaction'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
