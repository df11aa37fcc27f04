/** Cancel Subscription, after a confirmation: the plan stays usable until its end date. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleSlash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cancelSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { CurrentSubscription } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { refreshSubscription } from './invalidate-subscription';

export const CANCEL_FAILED_MESSAGE = 'Failed to cancel subscription';

export function CancelSubscriptionButton({ subscription, className }: { subscription: CurrentSubscription; className?: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(),
    onSuccess: async (cancelled) => {
      setOpen(false);
      toast.success(`Subscription cancelled. ${cancelled.plan.name} stays usable until ${formatDate(cancelled.endDate)}.`);
      await refreshSubscription(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error, CANCEL_FAILED_MESSAGE)),
  });

  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <CircleSlash aria-hidden="true" className="size-4" />
        Cancel Subscription
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel your subscription?"
        description={`${subscription.plan.name} stays usable until ${formatDate(subscription.endDate)}, and nothing renews after that.`}
        confirmLabel="Cancel Subscription"
        busyLabel="Cancelling…"
        cancelLabel="Keep my plan"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}
