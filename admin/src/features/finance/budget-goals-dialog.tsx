import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useGetFinanceSummary, useSetBudgetGoals } from '@thriftz/client/generated/finance/finance';
import { financeMessages } from './finance-messages';
import { useRefreshFinance } from './use-refresh-finance';
import { useNotifyFailure } from '../../ui/use-notify-failure';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** A goal field's text as the API's value: blank counts as 0, anything else must be a number of 0 or more. */
function goalValue(text: string): number | undefined {
  if (!text.trim()) return 0;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** 'Set Budget Goals': the monthly and yearly goal in rupees. */
export function BudgetGoalsDialog({ open, onClose }: Props) {
  const { data: summary } = useGetFinanceSummary();
  return open ? <GoalsForm key={String(open)} onClose={onClose} monthly={summary?.monthlyBudgetGoal} yearly={summary?.yearlyBudgetGoal} /> : null;
}

function GoalsForm({ onClose, monthly, yearly }: { onClose: () => void; monthly?: number; yearly?: number }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refreshFinance = useRefreshFinance();
  const [form, setForm] = useState({ monthly: monthly ? String(monthly) : '', yearly: yearly ? String(yearly) : '' });
  const [errors, setErrors] = useState<{ monthly?: string; yearly?: string }>({});
  const { mutate, isPending } = useSetBudgetGoals();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [monthlyBudgetGoal, yearlyBudgetGoal] = [goalValue(form.monthly), goalValue(form.yearly)];
    const invalid = 'Enter 0 or more';
    if (monthlyBudgetGoal === undefined || yearlyBudgetGoal === undefined) {
      setErrors({ monthly: monthlyBudgetGoal === undefined ? invalid : undefined, yearly: yearlyBudgetGoal === undefined ? invalid : undefined });
      return;
    }
    mutate(
      { data: { monthlyBudgetGoal, yearlyBudgetGoal } },
      {
        onSuccess: () => {
          notify(financeMessages.goalsUpdated, { type: 'success' });
          refreshFinance();
          onClose();
        },
        onError: (error) => {
          notifyFailure(error, financeMessages.goalsFailed);
        },
      },
    );
  };

  const field = (key: 'monthly' | 'yearly', label: string) => (
    <TextField
      label={label}
      type="number"
      value={form[key]}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? 'Leave blank for 0'}
      slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
      onChange={(e) => {
        setErrors((er) => ({ ...er, [key]: undefined }));
        setForm((f) => ({ ...f, [key]: e.target.value }));
      }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="budget-goals-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="budget-goals-title">{financeMessages.goalsTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('monthly', 'Monthly goal (₹)')}
            {field('yearly', 'Yearly goal (₹)')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Saving…' : 'Save Goals'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
