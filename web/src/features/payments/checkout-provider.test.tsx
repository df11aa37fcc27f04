import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderNotes } from '@thriftz/client/generated/model';
import { useCheckout, type CheckoutResult } from '../../lib/checkout';
import { json, stubFetch, type RouteMap } from '../../test/api-stub';
import { fulfilledPurchase, GATEWAY_ANSWER, paymentOrder, paymentRoutes, TEST_ORDER_ID } from '../../test/payments';
import { renderWithClient } from '../../test/render-route';
import { CheckoutProvider } from './checkout-provider';
import { RAZORPAY_CHECKOUT_URL, type RazorpayOptions } from './load-razorpay';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const NOTES: OrderNotes = { type: 'subscription', planSlug: 'mid', action: 'subscribe' };

/** A button that pays and shows how it ended, and whether the path is busy. */
function Buyer() {
  const { pay, processing } = useCheckout();
  const [result, setResult] = useState<CheckoutResult | null>(null);
  return (
    <>
      <button type="button" disabled={processing} onClick={() => void pay(NOTES, { initiateError: 'Failed to initiate subscription' }).then(setResult)}>
        {processing ? 'Processing...' : 'Subscribe Now'}
      </button>
      <output data-testid="result">{result?.status ?? ''}</output>
    </>
  );
}

function renderBuyer(routes: RouteMap) {
  const calls = stubFetch(routes);
  const { client } = renderWithClient(
    <CheckoutProvider>
      <Buyer />
    </CheckoutProvider>,
  );
  return { calls, client };
}

const result = () => screen.getByTestId('result');
const bodyOf = (calls: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(calls.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body));

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.info).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  document.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the payment path with the test gateway', { timeout: 20_000 }, () => {
  it('pays: shows the amount in rupees, verifies the gateway answer and resolves paid', async () => {
    const { calls, client } = renderBuyer(paymentRoutes());
    client.setQueryData(['/api/subscription/u1'], { stale: true });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(dialog).getByText('Mid Plan (30 days)')).toBeInTheDocument();
    expect(within(dialog).getByText(/No money moves: Razorpay keys are not configured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...', hidden: true })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹149' }));

    await waitFor(() => expect(result()).toHaveTextContent('paid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(calls, '/api/razorpay/create-order')).toEqual({ currency: 'INR', notes: NOTES });
    expect(bodyOf(calls, `/api/test-gateway/orders/${TEST_ORDER_ID}/pay`)).toEqual({ outcome: 'success' });
    expect(bodyOf(calls, '/api/razorpay/verify-payment')).toEqual(GATEWAY_ANSWER);
    expect(client.getQueryState(['/api/subscription/u1'])?.isInvalidated).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('a failed payment says Payment processing failed and verifies nothing', async () => {
    const { calls } = renderBuyer({
      ...paymentRoutes(),
      [`POST /api/test-gateway/orders/${TEST_ORDER_ID}/pay`]: json({ type: 'about:blank', title: 'Payment Required', status: 402, detail: 'Payment processing failed' }, 402),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fail payment' }));

    await waitFor(() => expect(result()).toHaveTextContent('failed'));
    expect(toast.error).toHaveBeenCalledWith('Payment processing failed');
    expect(calls.mock.calls.some(([url]) => String(url).includes('verify-payment'))).toBe(false);
  });

  it('closing the window resets processing without a failure message', async () => {
    const { calls } = renderBuyer(paymentRoutes());
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(result()).toHaveTextContent('dismissed'));
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.mock.calls.some(([url]) => String(url).includes('/pay'))).toBe(false);
  });

  it('a bad signature says Payment verification failed', async () => {
    renderBuyer({
      ...paymentRoutes(),
      'POST /api/razorpay/verify-payment': json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Payment verification failed' }, 400),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    await waitFor(() => expect(result()).toHaveTextContent('failed'));
    expect(toast.error).toHaveBeenCalledWith('Payment verification failed');
  });

  it('a verify call that does not get through still ends paid once the webhook has settled the payment', async () => {
    const purchaseId = paymentOrder().purchaseId;
    let reads = 0;
    const { calls } = renderBuyer({
      ...paymentRoutes(),
      'POST /api/razorpay/verify-payment': json({ type: 'about:blank', title: 'Bad Gateway', status: 502 }, 502),
      [`/api/purchases/${purchaseId}`]: () => {
        reads += 1;
        return json(fulfilledPurchase(reads < 2 ? { status: 'created', fulfilledAt: null, grant: null } : {}));
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    await waitFor(() => expect(result()).toHaveTextContent('paid'), { timeout: 15_000 });
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.mock.calls.filter(([url]) => String(url).endsWith(`/api/purchases/${purchaseId}`)).length).toBe(2);
  });

  it('a verify call that does not get through, with the payment never settled, says Payment verification failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderBuyer({
        ...paymentRoutes(),
        'POST /api/razorpay/verify-payment': json({ type: 'about:blank', title: 'Bad Gateway', status: 502 }, 502),
        [`/api/purchases/${paymentOrder().purchaseId}`]: json(fulfilledPurchase({ status: 'created', fulfilledAt: null, grant: null })),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(result()).toHaveTextContent('failed'));
      expect(toast.error).toHaveBeenCalledWith('Payment verification failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it("the order's failure shows the caller's words, or a refusal's own detail", async () => {
    renderBuyer({ 'POST /api/razorpay/create-order': json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, 500) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to initiate subscription'));
  });

  it('a 409 refusal shows the server detail', async () => {
    const detail = 'Plan switching is not available. You can only renew your current plan.';
    renderBuyer({ 'POST /api/razorpay/create-order': json({ type: 'about:blank', title: 'Conflict', status: 409, detail }, 409) });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the payment path with Razorpay', { timeout: 20_000 }, () => {
  const razorpayOrder = paymentOrder({ gateway: 'razorpay', keyId: 'rzp_live_key' });

  /** Razorpay's checkout.js as the test drives it: the options it was opened with, and its failure callback. */
  function fakeRazorpay() {
    const opened: { options?: RazorpayOptions; failed?: (response: unknown) => void } = {};
    window.Razorpay = class {
      constructor(options: RazorpayOptions) {
        opened.options = options;
      }
      on(_event: string, callback: (response: unknown) => void) {
        opened.failed = callback;
      }
      open() {}
    };
    return opened;
  }

  it("opens Razorpay's checkout with the order and verifies its answer", async () => {
    const opened = fakeRazorpay();
    const { calls } = renderBuyer(paymentRoutes(razorpayOrder));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(opened.options).toBeDefined());
    expect(opened.options).toMatchObject({ key: 'rzp_live_key', order_id: TEST_ORDER_ID, amount: 14900, currency: 'INR' });

    opened.options!.handler(GATEWAY_ANSWER);
    await waitFor(() => expect(result()).toHaveTextContent('paid'));
    expect(bodyOf(calls, '/api/razorpay/verify-payment')).toEqual(GATEWAY_ANSWER);
  });

  it('a failed attempt says Payment processing failed; closing after it ends as failed', async () => {
    const opened = fakeRazorpay();
    renderBuyer(paymentRoutes(razorpayOrder));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(opened.failed).toBeDefined());
    opened.failed!({ error: { description: 'Card declined' } });
    expect(toast.error).toHaveBeenCalledWith('Payment processing failed');
    opened.options!.modal!.ondismiss!();
    await waitFor(() => expect(result()).toHaveTextContent('failed'));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('dismissing the window resets processing', async () => {
    const opened = fakeRazorpay();
    renderBuyer(paymentRoutes(razorpayOrder));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(opened.options).toBeDefined());
    opened.options!.modal!.ondismiss!();
    await waitFor(() => expect(result()).toHaveTextContent('dismissed'));
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a checkout script that fails to load says Failed to load payment gateway', async () => {
    renderBuyer(paymentRoutes(razorpayOrder));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    await waitFor(() => expect(result()).toHaveTextContent('failed'));
    expect(toast.error).toHaveBeenCalledWith('Failed to load payment gateway');
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();
  });
});
