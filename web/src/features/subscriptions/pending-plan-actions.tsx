/**
 * A plan an admin set but nobody paid for: it is not in force (free allowances) until paid.
 * Paying for it starts its 30 days; dropping it (the cancel endpoint) leaves the free plan.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cancelSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { CurrentSubscription } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { useCheckout } from '../../lib/checkout';
import { formatRupees } from '../../lib/format';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { refreshSubscription } from './invalidate-subscription';
import { planReference } from './plan-catalogue';

export const DROP_FAILED_MESSAGE = 'Failed to drop the pending plan';

export function PendingPlanActions({ subscription }: { subscription: CurrentSubscription }) {
  const plan = subscription.plan;
  const { pay, processing } = useCheckout();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const drop = useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: async () => {
      setOpen(false);
      toast.success(`${plan.name} dropped. You are on the Free Plan.`);
      await refreshSubscription(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, DROP_FAILED_MESSAGE)),
  });

  // The subscribe payment for the same plan is what starts a pending subscription on the server.
  const complete = async () => {
    const result = await pay(
      { type: 'subscription', ...planReference(plan), action: 'subscribe' },
      { initiateError: 'Failed to initiate subscription' },
    );
    if (result.status === 'paid') toast.success(`Successfully subscribed to ${plan.name}!`);
  };

  return (
    <div className="rounded-lg border border-sky-200 bg-sky-50 p-4">
      <p role="status" className="text-sm text-sky-900">
        {`Your ${plan.name} is waiting for its payment of ${formatRupees(plan.price, { whole: true })}. Complete the payment to start its 30 days, or drop it.`}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button busy={processing} disabled={drop.isPending} onClick={() => void complete()}>
          {processing ? null : <CreditCard aria-hidden="true" className="size-4" />}
          {processing ? 'Processing...' : 'Complete payment'}
        </Button>
        <Button variant="secondary" disabled={processing} onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Drop pending plan
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Drop your pending plan?"
        description={`${plan.name} was never paid for. Dropping it leaves you on the Free Plan; you can choose any plan later.`}
        confirmLabel="Drop plan"
        busyLabel="Dropping…"
        cancelLabel="Keep it"
        busy={drop.isPending}
        onConfirm={() => drop.mutate()}
      />
    </div>
  );
}
