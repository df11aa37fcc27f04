/** The store's payment options as radio cards: Cash on Delivery and Prepaid (online); a single option comes chosen. */
import { Banknote, CreditCard } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentOption } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../ui/skeleton';
import { CHECKOUT_MESSAGES } from './checkout-schema';
import { PAYMENT_LABELS } from './order-labels';

const HINTS: Record<PaymentOption, string> = {
  cod: 'Pay when your order arrives.',
  prepaid: 'Pay online now: cards, UPI and net banking.',
};
const ICONS = { cod: Banknote, prepaid: CreditCard } as const;

export function PaymentMethodField({
  options,
  loading,
  error,
  registration,
}: {
  options: readonly PaymentOption[];
  loading: boolean;
  error?: string;
  registration: UseFormRegisterReturn<'paymentType'>;
}) {
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-3 text-lg font-semibold text-fg">Payment Method</legend>
      {loading ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading payment options">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : options.length === 0 ? (
        <p className="rounded-lg border border-amber-200 bg-accent-soft px-3 py-2.5 text-sm font-medium text-accent-ink">{CHECKOUT_MESSAGES.noPaymentOptions}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => {
            const Icon = ICONS[option];
            return (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-line-strong bg-surface p-4 transition-colors hover:border-slate-400',
                  'has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                )}
              >
                <input type="radio" value={option} className="mt-1 size-4 accent-[var(--brand-primary)]" {...registration} />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-fg">
                    <Icon aria-hidden="true" className="size-4 text-fg-subtle" />
                    {PAYMENT_LABELS[option]}
                  </span>
                  <span className="mt-0.5 block text-sm text-fg-muted">{HINTS[option]}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error ? (
        <p id="payment-method-error" className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
