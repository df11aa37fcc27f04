/**
 * Checkout's details form for one store's lines: delivery details (name and e-mail filled in from
 * the account), the store's payment options, the summary, and the order placed on submit; a
 * prepaid order continues with the Complete Payment step. The server's refusals land under the
 * fields they name, or in a toast with its own words.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@thriftz/client/fetcher';
import { getGetStoreQueryKey, useGetStore } from '@thriftz/client/generated/stores/stores';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import type { CartItem, CartStore } from '../../lib/cart';
import { toast } from 'sonner';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  checkoutSchema,
  FIELD_LABELS,
  missingSizes,
  toCheckoutInput,
  type CheckoutField,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-schema';
import { CompletePaymentStep } from './complete-payment-step';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { useCheckoutOrder } from './use-checkout-order';

/** The API's field path (/body/fullName) to the form's field, when it names one. */
function formField(apiPath: string): CheckoutField | null {
  const head = apiPath.replace(/^\/body\//, '').split('/')[0] as CheckoutField;
  return CHECKOUT_FIELDS.includes(head) ? head : null;
}

export function CheckoutForm({ user, store, items }: { user: CurrentUser; store: CartStore; items: readonly CartItem[] }) {
  const storeQuery = useGetStore(store._id, { query: { queryKey: getGetStoreQueryKey(store._id), staleTime: 60_000 } });
  const options = storeQuery.data?.paymentOptions ?? [];
  const flow = useCheckoutOrder(store._id, items);
  const [sizeErrors, setSizeErrors] = useState<string[]>([]);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      deliveryInstructions: '',
      paymentType: '',
    },
  });

  // A store with one way to pay has it chosen (document 2, section 9).
  const onlyOption = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (onlyOption) setValue('paymentType', onlyOption);
  }, [onlyOption, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const sizes = missingSizes(items);
    setSizeErrors(sizes);
    if (sizes.length > 0) return;
    const refusal = await flow.place(toCheckoutInput(values, store._id, items));
    if (!refusal) return;
    const unplaced: string[] = [];
    for (const fieldError of refusal.problem.errors ?? []) {
      const field = formField(fieldError.path);
      if (field) setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
      else unplaced.push(fieldError.message);
    }
    const placedUnderFields = (refusal.problem.errors?.length ?? 0) > unplaced.length;
    if (unplaced[0]) toast.error(unplaced[0]);
    else if (!placedUnderFields) toast.error(refusal.status === 0 ? CHECKOUT_MESSAGES.placeFailed : errorMessage(refusal, CHECKOUT_MESSAGES.placeFailed));
  }, () => setSizeErrors(missingSizes(items)));

  const paymentType = watch('paymentType');
  const summary = <OrderSummary storeName={store.name} items={items} />;

  if (flow.awaiting && (flow.phase === 'awaiting-payment' || flow.phase === 'paying' || flow.phase === 'abandoning' || flow.phase === 'done')) {
    return (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <CompletePaymentStep
          order={flow.awaiting}
          paying={flow.phase === 'paying' || flow.phase === 'done'}
          abandoning={flow.phase === 'abandoning'}
          onPay={() => void flow.completePayment()}
          onAbandon={() => void flow.abandon()}
        />
        {summary}
      </div>
    );
  }

  const storeFailed = storeQuery.isError;
  const storeMissing = storeQuery.error instanceof ApiError && storeQuery.error.status === 404;
  const canSubmit = !storeQuery.isPending && options.length > 0;
  const busy = flow.busy;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Checkout" aria-busy={busy || undefined} className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <div className="card p-5 sm:p-6">
          <fieldset disabled={busy} className="min-w-0 space-y-5">
          <legend className="mb-4 text-lg font-semibold text-fg">Delivery Details</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={FIELD_LABELS.fullName} error={errors.fullName?.message} required>
              <Input autoComplete="name" maxLength={CHECKOUT_LIMITS.fullName} {...register('fullName')} />
            </Field>
            <Field label={FIELD_LABELS.email} error={errors.email?.message} required>
              <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={CHECKOUT_LIMITS.email} {...register('email')} />
            </Field>
            <Field label={FIELD_LABELS.phone} error={errors.phone?.message} required>
              <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={CHECKOUT_LIMITS.phone} placeholder="10-digit mobile number" {...register('phone')} />
            </Field>
            <Field label={FIELD_LABELS.pincode} error={errors.pincode?.message} required>
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={CHECKOUT_LIMITS.pincode} placeholder="6 digits" {...register('pincode')} />
            </Field>
          </div>
          <Field label={FIELD_LABELS.address} error={errors.address?.message} required>
            <Textarea rows={3} autoComplete="street-address" maxLength={CHECKOUT_LIMITS.address} placeholder="Hostel, room, street" {...register('address')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={FIELD_LABELS.city} error={errors.city?.message} required>
              <Input autoComplete="address-level2" maxLength={CHECKOUT_LIMITS.city} {...register('city')} />
            </Field>
            <Field label={FIELD_LABELS.state} error={errors.state?.message} required>
              <Input autoComplete="address-level1" maxLength={CHECKOUT_LIMITS.state} {...register('state')} />
            </Field>
          </div>
          <Field label={FIELD_LABELS.deliveryInstructions} error={errors.deliveryInstructions?.message} hint="Optional.">
            <Textarea rows={2} maxLength={CHECKOUT_LIMITS.deliveryInstructions} placeholder="Anything the store should know" {...register('deliveryInstructions')} />
          </Field>
          </fieldset>
        </div>

        <div className="card p-5 sm:p-6">
          {storeFailed ? (
            <Alert>
              <p className="font-semibold">{storeMissing ? 'Store not found' : 'Failed to load payment options'}</p>
              {storeMissing ? null : (
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void storeQuery.refetch()}>
                  Try again
                </Button>
              )}
            </Alert>
          ) : (
            <PaymentMethodField
              options={options}
              loading={storeQuery.isPending}
              error={errors.paymentType?.message}
              registration={register('paymentType')}
            />
          )}
        </div>
      </div>

      <div className="space-y-4 lg:sticky lg:top-20">
        {summary}
        {sizeErrors.length > 0 ? (
          <Alert>
            {sizeErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" className="w-full" busy={busy} disabled={!canSubmit}>
          {busy ? null : <ShoppingBag aria-hidden="true" className="size-4" />}
          {busy ? 'Placing Order...' : paymentType === 'prepaid' ? 'Continue to Payment' : 'Place Order'}
        </Button>
      </div>
    </form>
  );
}
