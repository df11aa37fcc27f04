import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { errorMessage, isUnauthenticated } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { USERS_RESOURCE, type UsersDataProvider } from './users-data-provider';
import { PLAN_CHANGE_DAYS, type AdminUser, type GrantablePlanSlug, type PlanChangeOutcome } from './users-api';
import { useBulkSelection, users } from './use-bulk-selection';
import { useNotifyFailure } from '../../ui/use-notify-failure';
import { LabelledButton } from '../../ui/labelled-button';

const PLANS: ReadonlyArray<{ slug: GrantablePlanSlug; label: string }> = [
  { slug: 'basic', label: 'Basic' },
  { slug: 'mid', label: 'Mid' },
  { slug: 'pro', label: 'Pro' },
];
const planLabel = (slug: GrantablePlanSlug) => PLANS.find((p) => p.slug === slug)!.label;

/**
 * 'Change plan': gives every selected user the Basic, Mid or Pro plan for 30 days, after a
 * confirmation. Users the server refused stay selected and are named in the error toast.
 */
export function BulkChangePlanButton() {
  const { selectedIds, requireSelection } = useBulkSelection();
  const { data: records, onSelect } = useListContext<AdminUser>();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<GrantablePlanSlug>('basic');
  const count = selectedIds.length;

  const nameOf = (id: string) => records?.find((r) => r.id === id)?.fullName ?? id.slice(0, 8);

  const report = ({ changed, failed }: PlanChangeOutcome) => {
    setOpen(false);
    refresh();
    if (failed.length === 0) {
      onSelect([]);
      notify(`Plan changed to ${planLabel(plan)} for ${users(changed.length)} (${PLAN_CHANGE_DAYS} days)`, { type: 'success' });
      return;
    }
    if (failed.every(({ error }) => isUnauthenticated(error))) return;
    // Keep the refused users selected so the admin can try again.
    onSelect(failed.map((f) => f.id));
    const which = failed.map(({ id, error }) => `${nameOf(id)} (${errorMessage(error, 'error')})`).join(', ');
    const done = changed.length > 0 ? `Plan changed to ${planLabel(plan)} for ${users(changed.length)}. ` : '';
    notify(`${done}${messages.updateSubscriptionsFailed}: ${which}`, { type: 'error', autoHideDuration: 10_000 });
  };

  const { mutate, isPending } = useMutation({
    mutationFn: (ids: string[]) => dataProvider.bulkChangePlan(USERS_RESOURCE, { ids, planSlug: plan }),
    onSuccess: ({ data }) => report(data),
    onError: (error: unknown) => {
      setOpen(false);
      notifyFailure(error, messages.updateSubscriptionsFailed);
    },
  });

  return (
    <>
      <LabelledButton label="Change plan" onClick={() => requireSelection() && setOpen(true)} disabled={isPending}>
        <WorkspacePremiumIcon />
      </LabelledButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Change plan"
        confirm="Change plan"
        content={
          <>
            <FormControl>
              <FormLabel id="bulk-plan-label">Plan for {PLAN_CHANGE_DAYS} days</FormLabel>
              <RadioGroup
                row
                aria-labelledby="bulk-plan-label"
                name="bulk-plan"
                value={plan}
                onChange={(event) => setPlan(event.target.value as GrantablePlanSlug)}
              >
                {PLANS.map((p) => (
                  <FormControlLabel key={p.slug} value={p.slug} control={<Radio />} label={p.label} />
                ))}
              </RadioGroup>
            </FormControl>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`Give ${users(count)} the ${planLabel(plan)} plan for ${PLAN_CHANGE_DAYS} days, starting now? Their current plan ends.`}
            </Typography>
          </>
        }
        onConfirm={() => mutate(selectedIds.map(String))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
