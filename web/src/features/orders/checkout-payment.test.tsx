import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { json, problem } from '../../test/api-stub';
import { bodiesOf as bodyOf, fillDetails, landed, renderCheckout, resetBetweenTests, STORE_PATH } from '../../test/checkout';
import { cartItem, order, ORDER_UUID, readCart, seedCart, store, STORE_A } from '../../test/orders';
import { paymentOrder, paymentRoutes } from '../../test/payments';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

resetBetweenTests();

describe('checkout: cash on delivery', () => {
  it('places the order, then goes to the confirmation and empties the cart only after the success', async () => {
    seedCart([cartItem({ quantity: 2 })]);
    let answer: (value: Response) => void = () => {};
    const { calls } = renderCheckout({
      [STORE_PATH]: json(store(['cod'])),
      'POST /api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillDetails();
    await userEvent.type(screen.getByLabelText(/^Delivery Instructions/), 'Leave at the desk');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(readCart()).toHaveLength(1);
    expect(bodyOf(calls, 'POST', '/api/orders')).toEqual([
      {
        storeId: STORE_A._id,
        paymentType: 'cod',
        items: [{ productId: cartItem()._id, storeId: STORE_A._id, quantity: 2, size: 'M' }],
        fullName: 'Ravi Kumar',
        email: 'viewer@campus.edu',
        phone: '9876543210',
        address: 'Room 12, Hostel 4',
        city: 'Vellore',
        state: 'Tamil Nadu',
        pincode: '632014',
        deliveryInstructions: 'Leave at the desk',
      },
    ]);
    answer(json(order(), 201));

    expect(await landed()).toHaveTextContent(`/order-confirmation?order=ORD-20250805-123456 {"orderId":"ORD-20250805-123456"}`);
    expect(toast.success).toHaveBeenCalledWith('Order placed successfully! The store will review and confirm your order.');
    await waitFor(() => expect(readCart()).toEqual([]));
  });

  it('a failure keeps the cart and says Failed to place order. Please try again.', async () => {
    seedCart([cartItem()]);
    renderCheckout({ [STORE_PATH]: json(store(['cod'])), 'POST /api/orders': problem(500, 'Internal Server Error') });
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to place order. Please try again.'));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(readCart()).toHaveLength(1);
  });

  it("shows the server's words for a refusal (409 out of stock) and its field messages under the fields", async () => {
    seedCart([cartItem()]);
    let calls = 0;
    renderCheckout({
      [STORE_PATH]: json(store(['cod'])),
      'POST /api/orders': () => {
        calls += 1;
        return calls === 1
          ? json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Only 1 left of Blue Hoodie (M)' }, 409)
          : json(
              { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Validation failed', errors: [{ path: '/body/pincode', message: 'Please enter a valid 6-digit pincode' }] },
              400,
            );
      },
    });
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only 1 left of Blue Hoodie (M)'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pincode/)).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(readCart()).toHaveLength(1);
  });
});

describe('checkout: prepaid', { timeout: 20_000 }, () => {
  const awaiting = order({ status: 'awaiting_payment', paymentType: 'prepaid' });

  it('an order with nothing to charge (₹0) is placed paid by the server: no payment window, straight to the confirmation', async () => {
    seedCart([cartItem()]);
    const { calls } = renderCheckout({
      [STORE_PATH]: json(store()),
      'POST /api/orders': json(order({ status: 'pending', paymentType: 'prepaid', total: 0, paidAt: '2025-08-05T10:00:00Z' }), 201),
    });
    await fillDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Prepaid/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await landed()).toHaveTextContent('/order-confirmation?order=ORD-20250805-123456');
    expect(bodyOf(calls, 'POST', '/api/razorpay/create-order')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(readCart()).toEqual([]));
  });

  it('makes the order awaiting payment, pays it through the test gateway, then confirms and empties the cart', async () => {
    seedCart([cartItem({ quantity: 2 })]);
    const { calls } = renderCheckout({
      [STORE_PATH]: json(store()),
      'POST /api/orders': json(awaiting, 201),
      ...paymentRoutes(paymentOrder({ amount: 159800, description: 'Order ORD-20250805-123456' })),
    });
    await fillDetails();
    await userEvent.click(await screen.findByRole('radio', { name: /Prepaid/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(screen.getByRole('heading', { name: 'Complete Payment', hidden: true })).toBeInTheDocument();
    expect(readCart()).toHaveLength(1);
    expect(bodyOf(calls, 'POST', '/api/orders')[0]).toMatchObject({ paymentType: 'prepaid' });
    expect(bodyOf(calls, 'POST', '/api/razorpay/create-order')[0].notes).toEqual({
      type: 'store_order',
      orderId: ORDER_UUID,
      storeId: STORE_A._id,
      paymentType: 'prepaid',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,598' }));

    expect(await landed()).toHaveTextContent('/order-confirmation?order=ORD-20250805-123456');
    expect(toast.success).toHaveBeenCalledWith('Payment successful! The store will review and confirm your order.');
    await waitFor(() => expect(readCart()).toEqual([]));
  });

  it('a closed payment window keeps the cart and the order: Complete Payment opens it again, Cancel order gives it up', async () => {
    seedCart([cartItem()]);
    const { calls } = renderCheckout({
      [STORE_PATH]: json(store(['prepaid'])),
      'POST /api/orders': json(awaiting, 201),
      [`/api/orders/${ORDER_UUID}`]: json(awaiting),
      [`POST /api/orders/${ORDER_UUID}/abandon`]: json(order({ status: 'abandoned', paymentType: 'prepaid' })),
      ...paymentRoutes(),
    });
    await fillDetails();
    expect(await screen.findByRole('radio', { name: /Prepaid/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Cancel' }));

    const again = await screen.findByRole('button', { name: 'Complete Payment' });
    expect(toast.info).toHaveBeenCalledWith('Payment cancelled');
    expect(readCart()).toHaveLength(1);
    await userEvent.click(again);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Test payment' })).getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment processing failed'));
    expect(bodyOf(calls, 'POST', '/api/razorpay/create-order')).toHaveLength(2);
    expect(bodyOf(calls, 'POST', '/api/orders')).toHaveLength(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(calls.mock.calls.some(([url, init]) => String(url).endsWith(`/api/orders/${ORDER_UUID}/abandon`) && init?.method === 'POST')).toBe(true);
    expect(readCart()).toHaveLength(1);
    expect(screen.getByLabelText(/^City/)).toHaveValue('Vellore');
  });

  it('a payment that cannot start says Failed to initiate payment. Please try again.', async () => {
    seedCart([cartItem()]);
    renderCheckout({
      [STORE_PATH]: json(store(['prepaid'])),
      'POST /api/orders': json(awaiting, 201),
      [`/api/orders/${ORDER_UUID}`]: json(awaiting),
      'POST /api/razorpay/create-order': problem(500, 'Internal Server Error'),
    });
    await fillDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to initiate payment. Please try again.'));
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    expect(readCart()).toHaveLength(1);
  });
});
