import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, problem, stubFetch, type RouteMap } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { order, ORDER_NUMBER } from '../../test/orders';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithClient } from '../../test/render-route';
import OrderConfirmationPage from './order-confirmation-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ORDER_PATH = `/api/orders/${ORDER_NUMBER}`;

function renderConfirmation(routes: RouteMap, entry: string | { pathname: string; search?: string; state?: unknown } = { pathname: '/order-confirmation', state: { orderId: ORDER_NUMBER } }) {
  const calls = stubFetch(routes);
  const router = createMemoryRouter(
    [
      { path: '/order-confirmation', element: <OrderConfirmationPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return { calls, router };
}

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it.each([
    ['awaiting_payment', 'Order Awaiting Payment', 'Your order is awaiting payment: complete it from My Orders'],
    ['pending', 'Order Placed', 'Your order is being processed'],
    ['confirmed', 'Order Confirmed', 'Your order has been confirmed'],
    ['shipped', 'Order Confirmed', 'Your order is on its way'],
    ['delivered', 'Order Confirmed', 'Your order has been delivered'],
    ['cancelled', 'Order Cancelled', 'Your order has been cancelled'],
  ] as const)('a %s order reads %s / %s', async (status, heading, sentence) => {
    renderConfirmation({ [ORDER_PATH]: json(order({ status })) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('a pending order the store has not confirmed yet is never headed Order Confirmed', async () => {
    renderConfirmation({ [ORDER_PATH]: json(order({ status: 'pending' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Confirmed' })).not.toBeInTheDocument();
  });

  it('shows the number, date, store, lines, total, payment and address, with both buttons', async () => {
    renderConfirmation({ [ORDER_PATH]: json(order({ paymentType: 'prepaid', deliveryInstructions: 'Call first' })) });
    await screen.findByRole('heading', { level: 1, name: 'Order Placed' });
    const facts = screen.getByRole('region', { name: 'Order details' });
    expect(facts).toHaveTextContent(ORDER_NUMBER);
    expect(facts).toHaveTextContent('5 Aug 2025');
    expect(within(facts).getByRole('link', { name: 'Campus Threads' })).toHaveAttribute('href', '/mini-stores/campus-threads');
    expect(facts).toHaveTextContent('Prepaid');
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Blue Hoodie');
    expect(items).toHaveTextContent('Size: M · Qty: 2 × ₹799.00');
    expect(items).toHaveTextContent('Total₹1,598.00');
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(address).toHaveTextContent('Room 12, Hostel 4');
    expect(address).toHaveTextContent('Vellore, Tamil Nadu 632014');
    expect(address).toHaveTextContent('Call first');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/profile?tab=orders');
  });

  it('a cancelled order shows why', async () => {
    renderConfirmation({ [ORDER_PATH]: json(order({ status: 'cancelled', cancellationReason: 'Out of stock at the store' })) });
    expect(await screen.findByText('Out of stock at the store')).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
  });

  it('a cancelled prepaid order shows its refund with the order total and the day', async () => {
    renderConfirmation({
      [ORDER_PATH]: json(order({ status: 'cancelled', paymentType: 'prepaid', total: 900, refundStatus: 'processed', refundedAt: '2025-08-07T05:00:00Z' })),
    });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Refunded').closest('p')).toHaveTextContent('Refunded₹900.00 on 7 Aug 2025');
  });

  it('finds the order from ?order= after a reload (no router state)', async () => {
    const { calls } = renderConfirmation({ [ORDER_PATH]: json(order()) }, `/order-confirmation?order=${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed' })).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).endsWith(ORDER_PATH))).toBe(true);
  });

  it('an unknown order says Order Not Found with Go Home', async () => {
    renderConfirmation({ [ORDER_PATH]: json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Order not found' }, 404) });
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
    expect(screen.getByText("The order you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('without any order to show: Order information not found, and home', async () => {
    const { router } = renderConfirmation({}, '/order-confirmation');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith('Order information not found');
  });

  it('a failed load says Failed to load order details and goes home', async () => {
    const { router } = renderConfirmation({ [ORDER_PATH]: problem(500, 'Internal Server Error') });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toast.error).toHaveBeenCalledWith('Failed to load order details');
  });

  it('the admin view shows the order it was handed in neutral words, with the way back to the admin\'s orders', async () => {
    const { calls } = renderConfirmation({}, { pathname: '/order-confirmation', state: { isAdminView: true, orderDetails: order({ status: 'shipped' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByText(/^Shipped · placed by /)).toBeInTheDocument();
    expect(screen.queryByText('Your order is on its way')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View My Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue Shopping' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin/#/orders');
    expect(calls).not.toHaveBeenCalled();
  });

  it("an admin opening someone else's order by number reads it as an admin; their own order as its buyer", async () => {
    const admin = { ...STUDENT, id: 'aaaaaaaa-2222-4333-8444-555555555555', uid: 'aaaaaaaa-2222-4333-8444-555555555555', isAdmin: true };
    stubFetch({ [ORDER_PATH]: json(order({ status: 'pending' })) }, { session: admin });
    const router = createMemoryRouter([{ path: '/order-confirmation', element: <OrderConfirmationPage /> }], {
      initialEntries: [`/order-confirmation?order=${ORDER_NUMBER}`],
    });
    const { unmount } = renderWithClient(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin/#/orders');
    expect(screen.queryByRole('link', { name: 'View My Orders' })).not.toBeInTheDocument();
    unmount();

    const mine = order({ status: 'pending' });
    stubFetch({ [ORDER_PATH]: json({ ...mine, buyer: { ...mine.buyer, _id: admin.uid } }) }, { session: admin });
    const again = createMemoryRouter([{ path: '/order-confirmation', element: <OrderConfirmationPage /> }], {
      initialEntries: [`/order-confirmation?order=${ORDER_NUMBER}`],
    });
    renderWithClient(<RouterProvider router={again} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toBeInTheDocument();
  });
});
