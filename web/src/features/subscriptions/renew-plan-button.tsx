/** Renew: pays for the plan in force again through the payment path; the server adds 30 days. */
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import type { Plan } from '@thriftz/client/generated/model';
import { useCheckout } from '../../lib/checkout';
import { formatRupees } from '../../lib/format';
import { Button, type ButtonVariant } from '../../ui/button';
import { planReference } from './plan-catalogue';

export function RenewPlanButton({ plan, variant = 'primary', className }: { plan: Plan; variant?: ButtonVariant; className?: string }) {
  const { pay, processing } = useCheckout();
  const renew = async () => {
    const result = await pay(
      { type: 'subscription', ...planReference(plan), action: 'renew' },
      { initiateError: 'Failed to initiate subscription' },
    );
    if (result.status === 'paid') toast.success(`Successfully renewed ${plan.name}! 30 days were added to your plan.`);
  };
  return (
    <Button variant={variant} className={className} busy={processing} onClick={() => void renew()}>
      {processing ? null : <RefreshCw aria-hidden="true" className="size-4" />}
      {processing ? 'Processing...' : `Renew for ${formatRupees(plan.price, { whole: true })}`}
    </Button>
  );
}
