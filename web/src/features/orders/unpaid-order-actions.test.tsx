import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { Order } from '@thriftz/client/generated/model';
import { json, stubFetch, type RouteMap } from '../../test/api-stub';
import { bodiesOf, resetBetweenTests } from '../../test/checkout';
import { STUDENT } from '../../test/fixtures';
import { order, ORDER_NUMBER, ORDER_UUID, STORE_A } from '../../test/orders';
import { fulfilledPurchase, paymentOrder, paymentRoutes } from '../../test/payments';
import { renderMyOrdersTab } from '../../test/my-orders';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

resetBetweenTests();

const awaiting = order({ status: 'awaiting_payment', paymentType: 'prepaid', total: 900 });

/** My Orders as the profile renders it (with the payment path); `/api/orders/mine` answers `now()` each time. */
function renderMyOrders(now: () => Order, routes: RouteMap = {}) {
  const calls = stubFetch({ '/api/orders/mine': () => json({ items: [now()], total: 1, page: 1, pageSize: 10 }), ...routes }, { session: STUDENT });
  renderMyOrdersTab();
  return calls;
}

describe('My Orders: an order awaiting its payment', () => {
  it('reads Awaiting payment with Complete payment and Cancel; a paid or cancelled order has neither', async () => {
    stubFetch({
      '/api/orders/mine': json({
        items: [awaiting, order({ _id: 'f0f0f0f0-1111-4222-8333-000000000009', orderId: 'ORD-20250805-000009', status: 'abandoned', paymentType: 'prepaid' })],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
    });
    renderMyOrdersTab();

    const row = await screen.findByRole('article', { name: ORDER_NUMBER });
    expect(row).toHaveTextContent('Awaiting payment');
    expect(within(row).getByRole('button', { name: 'Complete payment' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    const expired = screen.getByRole('article', { name: 'ORD-20250805-000009' });
    expect(expired).toHaveTextContent('Cancelled');
    expect(expired).not.toHaveTextContent('Awaiting payment');
    expect(within(expired).queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('Complete payment pays this order through the checkout’s payment path, then shows it paid', async () => {
    let current = awaiting;
    const routes = paymentRoutes(paymentOrder({ amount: 90000, description: `Order ${ORDER_NUMBER}` }));
    const calls = renderMyOrders(() => current, {
      ...routes,
      'POST /api/razorpay/verify-payment': () => {
        current = order({ status: 'pending', paymentType: 'prepaid', total: 900, paidAt: '2025-08-05T10:05:00Z' });
        return json({ verified: true, purchase: fulfilledPurchase({ kind: 'order', amount: 900, description: `Order ${ORDER_NUMBER}`, grant: { orderId: ORDER_NUMBER } }) });
      },
    });
    const row = await screen.findByRole('article', { name: ORDER_NUMBER });
    await userEvent.click(within(row).getByRole('button', { name: 'Complete payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(bodiesOf(calls, 'POST', '/api/razorpay/create-order')[0].notes).toEqual({
      type: 'store_order',
      orderId: ORDER_UUID,
      storeId: STORE_A._id,
      paymentType: 'prepaid',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹900' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment successful! The store will review and confirm your order.'));
    await waitFor(() => expect(screen.getByRole('article', { name: ORDER_NUMBER })).toHaveTextContent('Pending'));
    expect(within(screen.getByRole('article', { name: ORDER_NUMBER })).queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('Cancel asks first; confirmed, it gives the order up and says so', async () => {
    let current = awaiting;
    const calls = renderMyOrders(() => current, {
      [`POST /api/orders/${ORDER_UUID}/abandon`]: () => {
        current = order({ status: 'abandoned', paymentType: 'prepaid', total: 900 });
        return json(current);
      },
    });
    const row = await screen.findByRole('article', { name: ORDER_NUMBER });
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));

    const confirm = await screen.findByRole('alertdialog', { name: `Cancel order ${ORDER_NUMBER}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, 'POST', `/api/orders/${ORDER_UUID}/abandon`)).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled. Its items are no longer held for you.'));
    expect(bodiesOf(calls, 'POST', `/api/orders/${ORDER_UUID}/abandon`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('article', { name: ORDER_NUMBER })).toHaveTextContent('Cancelled'));
    expect(within(screen.getByRole('article', { name: ORDER_NUMBER })).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('Cancel of an order paid meanwhile shows the server’s refusal and the order as it is now', async () => {
    let current = awaiting;
    renderMyOrders(() => current, {
      [`POST /api/orders/${ORDER_UUID}/abandon`]: () => {
        current = order({ status: 'pending', paymentType: 'prepaid', total: 900 });
        return json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'This order is already paid' }, 409);
      },
    });
    const row = await screen.findByRole('article', { name: ORDER_NUMBER });
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This order is already paid'));
    await waitFor(() => expect(screen.getByRole('article', { name: ORDER_NUMBER })).toHaveTextContent('Pending'));
  });
});
