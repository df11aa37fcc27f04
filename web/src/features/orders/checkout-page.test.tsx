import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutRoute from '../../app/checkout-route';
import type { CurrentUser } from '../../api/generated/model';
import { json, problem, stubFetch, type RouteMap } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { cartItem, order, ORDER_UUID, readCart, seedCart, store, STORE_A, STORE_B } from '../../test/orders';
import { paymentOrder, paymentRoutes } from '../../test/payments';
import { renderRoute } from '../../test/render-route';
import { useLocation } from 'react-router-dom';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

/** Shows where the page went and the state it carried. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}
const landed = () => screen.findByTestId('landed');

const STORE_PATH = `/api/stores/${STORE_A._id}`;

function renderCheckout(routes: RouteMap, { session = STUDENT, at = '/checkout' }: { session?: CurrentUser | null; at?: string } = {}) {
  const calls = stubFetch(routes, { session });
  const { router } = renderRoute([{ path: '/checkout', element: <CheckoutRoute /> }, { path: '*', element: <Landed /> }], at);
  return { calls, router };
}

const bodyOf = (calls: ReturnType<typeof stubFetch>, method: string, path: string) =>
  calls.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === method).map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

async function fillDetails() {
  await userEvent.type(await screen.findByLabelText(/^Phone/), '9876543210');
  await userEvent.type(screen.getByLabelText(/^Address/), 'Room 12, Hostel 4');
  await userEvent.type(screen.getByLabelText(/^City/), 'Vellore');
  await userEvent.type(screen.getByLabelText(/^State/), 'Tamil Nadu');
  await userEvent.type(screen.getByLabelText(/^Pincode/), '632014');
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.info).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('checkout: before the form', () => {
  it('an empty cart goes back to /cart', async () => {
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
  });

  it('a visitor is asked to log in and brought back afterwards', async () => {
    seedCart([cartItem()]);
    renderCheckout({}, { session: null, at: `/checkout?store=${STORE_A._id}` });
    expect(await landed()).toHaveTextContent(`/login?returnTo=${encodeURIComponent(`/checkout?store=${STORE_A._id}`)}`);
    expect(toast.info).toHaveBeenCalledWith('Please log in to complete your purchase');
  });

  it('lines without their store go back to /cart with the reason', async () => {
    seedCart([cartItem({ store: null })]);
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
    expect(toast.error).toHaveBeenCalledWith('Some items in your cart are missing store information. Please remove and re-add them.');
  });

  it('several stores with none chosen go back to /cart: one store at a time', async () => {
    seedCart([cartItem(), cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', store: STORE_B })]);
    renderCheckout({});
    expect(await landed()).toHaveTextContent('/cart');
    expect(toast.error).toHaveBeenCalledWith('All items in cart must be from the same store');
  });

  it('several stores with one chosen checks out that store only', async () => {
    const book = cartItem({ _id: 'c2c2c2c2-1111-4222-8333-444444444444', title: 'Physics Notes', store: STORE_B, hasSizes: false, size: null });
    seedCart([cartItem(), book]);
    renderCheckout({ [`/api/stores/${STORE_B._id}`]: json(store(['cod'], STORE_B)) }, { at: `/checkout?store=${STORE_B._id}` });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Physics Notes');
    expect(summary).not.toHaveTextContent('Blue Hoodie');
    expect(summary).toHaveTextContent('From Book Nook');
  });
});

describe('checkout: the form', () => {
  it('fills in the name and e-mail, shows the summary with 48 px pictures, and a single payment option comes chosen', async () => {
    seedCart([cartItem({ quantity: 2 })]);
    renderCheckout({ [STORE_PATH]: json(store(['cod'])) });
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('viewer@campus.edu');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.querySelector('img')).toHaveAttribute('width', '48');
    expect(summary).toHaveTextContent('Total₹1,598.00');
    expect(await screen.findByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Prepaid/ })).not.toBeInTheDocument();
  });

  it("says each field's message under it", async () => {
    seedCart([cartItem()]);
    renderCheckout({ [STORE_PATH]: json(store()) });
    const name = await screen.findByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await screen.findByRole('radio', { name: /Prepaid/ });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'Pincode is required',
      'Please select a payment method',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(name).toHaveAccessibleDescription('Full Name is required');

    await userEvent.type(screen.getByLabelText(/^Email/), 'ravi.campus.edu');
    await userEvent.type(screen.getByLabelText(/^Phone/), '98765');
    await userEvent.type(screen.getByLabelText(/^Pincode/), '6320');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
  });

  it('a product with sizes but none chosen asks for one and places nothing', async () => {
    seedCart([cartItem({ size: null })]);
    const { calls } = renderCheckout({ [STORE_PATH]: json(store(['cod'])) });
    await fillDetails();
    await screen.findByRole('radio', { name: /Cash on Delivery/ });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please select a size for Blue Hoodie')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/api/orders')).toEqual([]);
  });

  it('a store without payment options says so and cannot be checked out', async () => {
    seedCart([cartItem()]);
    renderCheckout({ [STORE_PATH]: json({ ...store(), paymentOptions: [] }) });
    expect(await screen.findByText('No payment options available for this store.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});

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
