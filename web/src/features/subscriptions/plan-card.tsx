/** One plan on /subscription-plans: price, features, the comparison hint and its buy button. */
import { ArrowDownRight, ArrowRight, ArrowUpRight, Check, Crown } from 'lucide-react';
import type { Plan } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { PlanChange } from './plan-catalogue';

/** The spec colours a card by whether its name says pro or mid. */
function planLook(name: string) {
  const lower = name.toLowerCase();
  if (lower.includes('pro')) return { band: 'from-amber-400 to-amber-500 text-slate-950', ring: 'ring-amber-300' };
  if (lower.includes('mid')) return { band: 'from-emerald-600 to-emerald-700 text-white', ring: 'ring-emerald-300' };
  return { band: 'from-slate-600 to-slate-700 text-white', ring: 'ring-slate-300' };
}

const changeIcons = { upgrade: ArrowUpRight, downgrade: ArrowDownRight, lateral: ArrowRight } as const;

/** 'complete' is the pending plan's card: paying for it starts that plan. */
export type PlanButtonState = 'subscribe' | 'complete' | 'current' | 'blocked' | 'processing' | 'waiting';

const buttonText: Record<PlanButtonState, string> = {
  subscribe: 'Subscribe Now',
  complete: 'Complete Payment',
  current: 'Current Plan',
  blocked: 'No Plan Switching',
  processing: 'Processing...',
  waiting: 'Subscribe Now',
};

export function PlanCard({
  plan,
  isCurrent,
  isPending = false,
  change,
  state,
  onSubscribe,
}: {
  plan: Plan;
  isCurrent: boolean;
  /** The plan an admin set that waits for its payment: not in force, so no ring or Current Plan badge. */
  isPending?: boolean;
  change: PlanChange | null;
  state: PlanButtonState;
  onSubscribe: () => void;
}) {
  const look = planLook(plan.name);
  const enabled = state === 'subscribe' || state === 'complete';
  const ChangeIcon = change ? changeIcons[change.kind] : null;
  const headingId = `plan-${plan.slug}`;
  return (
    <article aria-labelledby={headingId} className={cn('card flex flex-col overflow-hidden', isCurrent && `ring-2 ${look.ring}`)}>
      <div className={cn('bg-gradient-to-br p-5', look.band)}>
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
            <Crown aria-hidden="true" className="size-5" />
            {plan.name}
          </h2>
          {isCurrent ? <Badge tone="success">Current Plan</Badge> : isPending ? <Badge tone="info">Pending payment</Badge> : null}
        </div>
        <p className="tabular mt-3 text-3xl font-bold">
          {formatRupees(plan.price, { whole: true })}
          <span className="text-base font-medium opacity-80"> / month</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <ul className="space-y-2 text-sm text-fg-muted">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        {change && ChangeIcon ? (
          <p
            className={cn(
              'mt-4 flex items-start gap-1.5 rounded-lg px-3 py-2 text-xs font-semibold',
              change.kind === 'upgrade' ? 'bg-primary-soft text-primary-ink' : change.kind === 'downgrade' ? 'bg-sky-50 text-sky-900' : 'bg-slate-100 text-slate-700',
            )}
          >
            <ChangeIcon aria-hidden="true" className="size-4 shrink-0" />
            {change.text}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          <Button
            className="w-full"
            variant={enabled || state === 'processing' ? 'primary' : 'secondary'}
            busy={state === 'processing'}
            disabled={!enabled}
            onClick={onSubscribe}
          >
            {buttonText[state]}
          </Button>
        </div>
      </div>
    </article>
  );
}
