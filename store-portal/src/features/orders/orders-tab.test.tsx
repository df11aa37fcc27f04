import { json, stubFetch } from '@web/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@thriftz/client/generated/model';
import { DASHBOARD, order, SESSION } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { toast } from 'sonner';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();

const PENDING = order({ status: 'pending', customerName: 'Ravi Kumar' });
const SHIPPED = order({ status: 'shipped', customerName: 'Meera Iyer', confirmedAt: '2025-08-04T10:00:00Z', shippedAt: '2025-08-05T10:00:00Z' });
const DELIVERED = order({ status: 'delivered', customerName: 'Kabir Shah' });
const CANCELLED = order({ status: 'cancelled', customerName: 'Nina Das', cancelledAt: '2025-08-05T12:00:00Z', cancellationReason: 'Out of stock' });
const ALL = [PENDING, SHIPPED, DELIVERED, CANCELLED];
const COUNTS = { all: 4, pending: 1, confirmed: 0, shipped: 1, delivered: 1, cancelled: 1 };
/** The number the customer's e-mails carry, ORD-yyyymmdd-NNNNNN. */
const number = (o: Order) => o.orderId;
const problem = (status: number, detail: string) => json({ type: 'about:blank', title: 'Refused', status, detail }, status);

function stubOrders(extra: Record<string, Response | ((url: URL, init?: RequestInit) => Response)> = {}) {
  return stubFetch({
    'GET /api/store-portal/session': json(SESSION),
    'GET /api/store-portal/dashboard': json(DASHBOARD),
    'GET /api/store-portal/orders': (url) => {
      const status = url.searchParams.get('status') ?? 'all';
      const items = ALL.filter((o) => status === 'all' || o.status === status);
      return json({ items, total: items.length, page: 1, pageSize: 20, counts: COUNTS });
    },
    ...extra,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method !== 'GET')?.[1]?.body));

async function openOrders() {
  renderPortal('/?tab=orders');
  return screen.findByRole('list', { name: 'Orders' }, { timeout: 15_000 });
}

const cardOf = (list: HTMLElement, o: Order) => within(list).getByText(number(o)).closest('li')!;

describe('the orders tab', () => {
  it('shows the count of each status on its filter, and filters by it', async () => {
    const fetchMock = stubOrders();
    await openOrders();
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'Shipped (1)' }));
    await waitFor(() => expect(screen.queryByText(number(PENDING))).not.toBeInTheDocument());
    expect(screen.getByText(number(SHIPPED))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('status=shipped'), expect.anything());
  });

  it('shows each order by the ORD- number its customer’s e-mails carry, in the list and in its details', async () => {
    stubOrders();
    const list = await openOrders();
    for (const o of ALL) expect(within(list).getByText(o.orderId)).toBeInTheDocument();
    expect(within(list).queryByText(/^#/)).not.toBeInTheDocument();
    await userEvent.click(within(cardOf(list, SHIPPED)).getByRole('button', { name: `View order ${SHIPPED.orderId}` }));
    expect(await screen.findByRole('dialog', { name: `Order ${SHIPPED.orderId}` })).toBeInTheDocument();
  });

  it('finds an order by the number a customer quotes, as typed', async () => {
    const quoted = `ord-${SHIPPED.orderId.slice(4)}`.toLowerCase();
    const fetchMock = stubOrders({
      'GET /api/store-portal/orders': (url) => {
        // The server's match: any part of the number, any letter case.
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const items = ALL.filter((o) => o.orderId.toLowerCase().includes(search));
        return json({ items, total: items.length, page: 1, pageSize: 20, counts: COUNTS });
      },
    });
    const list = await openOrders();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), quoted);
    await waitFor(() => expect(within(list).queryByText(PENDING.orderId)).not.toBeInTheDocument());
    expect(within(list).getByText(SHIPPED.orderId)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test').searchParams.get('search'));
    expect(asked).toContain(quoted);
  });

  it('offers Update only where the table allows a next status', async () => {
    stubOrders();
    const list = await openOrders();
    expect(within(cardOf(list, PENDING)).getByRole('button', { name: /Update status/ })).toBeInTheDocument();
    expect(within(cardOf(list, SHIPPED)).getByRole('button', { name: /Update status/ })).toBeInTheDocument();
    expect(within(cardOf(list, DELIVERED)).queryByRole('button', { name: /Update status/ })).not.toBeInTheDocument();
    expect(within(cardOf(list, CANCELLED)).queryByRole('button', { name: /Update status/ })).not.toBeInTheDocument();
  });

  it('offers a pending order Confirmed or Cancelled, and a shipped one Delivered or back to Confirmed', async () => {
    stubOrders();
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, PENDING)).getByRole('button', { name: /Update status/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Confirmed', 'Cancelled']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(cardOf(list, SHIPPED)).getByRole('button', { name: /Update status/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Delivered', 'Confirmed']);
  });

  it('confirms an order and says the confirmation e-mail went', async () => {
    const path = `/api/store-portal/orders/${PENDING._id}/status`;
    const fetchMock = stubOrders({ [`PATCH ${path}`]: json({ order: { ...PENDING, status: 'confirmed' }, emailQueued: true }) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, PENDING)).getByRole('button', { name: /Update status/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Confirmed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order status updated to confirmed'));
    expect(toast.success).toHaveBeenCalledWith('Order confirmation email sent to customer');
    expect(bodyOf(fetchMock, path)).toEqual({ status: 'confirmed' });
  });

  it('needs a reason to cancel, sends it, and shows a refusal in the server’s words', async () => {
    const path = `/api/store-portal/orders/${PENDING._id}/status`;
    const fetchMock = stubOrders({ [`PATCH ${path}`]: problem(409, 'Cannot change status from cancelled to cancelled') });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, PENDING)).getByRole('button', { name: /Update status/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cancelled' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(toast.error).toHaveBeenCalledWith('Please provide a cancellation reason');
    expect(within(dialog).getByText('Please provide a cancellation reason')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Cancellation reason/), 'Sold out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cannot change status from cancelled to cancelled'));
    expect(bodyOf(fetchMock, path)).toEqual({ status: 'cancelled', cancellationReason: 'Sold out' });
  });

  it("says 'Failed to update order status' when the server fails", async () => {
    const path = `/api/store-portal/orders/${SHIPPED._id}/status`;
    stubOrders({ [`PATCH ${path}`]: json({ type: 'about:blank', title: 'Error', status: 500 }, 500) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, SHIPPED)).getByRole('button', { name: /Update status/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delivered' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update order status'));
  });

  it('shows an order’s details and timeline, and sends its e-mail again', async () => {
    const fetchMock = stubOrders({ 'POST /api/email/mini-store-order-shipped': json({ success: true, message: 'Queued' }, 202) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, SHIPPED)).getByRole('button', { name: /View order/ }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${number(SHIPPED)}` });
    expect(within(dialog).getAllByText('Cash on Delivery').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Room 204, Hostel B', { exact: false })).toBeInTheDocument();
    const timeline = within(dialog).getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((step) => step.children[1]?.textContent)).toEqual(['Placed', 'Confirmed', 'Shipped']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order shipped notification sent to customer'));
    expect(bodyOf(fetchMock, '/api/email/mini-store-order-shipped')).toMatchObject({ orderId: SHIPPED.orderId, storeName: 'Campus Threads' });
  });

  it("names the failed e-mail when it cannot be sent again", async () => {
    stubOrders({ 'POST /api/email/mini-store-order-cancellation': json({ type: 'about:blank', title: 'Error', status: 500 }, 500) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, CANCELLED)).getByRole('button', { name: /View order/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send cancellation email'));
  });

  it('reverts a cancelled order to pending from its details, as a secondary action', async () => {
    const path = `/api/store-portal/orders/${CANCELLED._id}/status`;
    const fetchMock = stubOrders({ [`PATCH ${path}`]: json({ order: { ...CANCELLED, status: 'pending' }, emailQueued: false }) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, CANCELLED)).getByRole('button', { name: /View order/ }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Revert to pending' }));
    const dialog = await screen.findByRole('dialog', { name: /Update Status/ });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Pending']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order status updated to pending'));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetchMock, path)).toEqual({ status: 'pending' });
  });

  it('offers no revert for a paid order that was cancelled: its payment is refunded', async () => {
    const refunded = { ...CANCELLED, paymentType: 'prepaid' as const, paidAt: '2025-08-05T10:00:00Z', refundStatus: 'processed' as const };
    stubOrders({ 'GET /api/store-portal/orders': json({ items: [refunded], total: 1, page: 1, pageSize: 20, counts: COUNTS }) });
    const list = await openOrders();
    await userEvent.click(within(cardOf(list, refunded)).getByRole('button', { name: /View order/ }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).queryByRole('button', { name: 'Revert to pending' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
  });

  it('confirms several orders at once and lists those it could not change', async () => {
    const fetchMock = stubOrders({
      'POST /api/store-portal/orders/bulk-status': json({
        updated: [{ ...PENDING, status: 'confirmed' }],
        failed: [{ _id: DELIVERED._id, orderId: DELIVERED.orderId, detail: 'Cannot modify delivered orders' }],
      }),
    });
    const list = await openOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: `Select order ${number(PENDING)}` }));
    await userEvent.click(within(list).getByRole('checkbox', { name: `Select order ${number(DELIVERED)}` }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('1 order(s) updated, 1 failed', { description: `${DELIVERED.orderId}: Cannot modify delivered orders` }),
    );
    expect(bodyOf(fetchMock, '/api/store-portal/orders/bulk-status')).toEqual({ orderIds: [PENDING._id, DELIVERED._id], status: 'confirmed' });
  });

  it('asks for a reason before cancelling several orders', async () => {
    const fetchMock = stubOrders({
      'POST /api/store-portal/orders/bulk-status': json({ updated: [{ ...PENDING, status: 'cancelled' }], failed: [] }),
    });
    const list = await openOrders();
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: `Select order ${number(PENDING)}` }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel selected orders' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Orders' }));
    expect(toast.error).toHaveBeenCalledWith('Please provide a cancellation reason');
    await userEvent.type(within(dialog).getByLabelText(/Cancellation reason/), 'Shop closed for holidays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Orders' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 order(s) updated to cancelled'));
    expect(bodyOf(fetchMock, '/api/store-portal/orders/bulk-status')).toEqual({
      orderIds: [PENDING._id],
      status: 'cancelled',
      cancellationReason: 'Shop closed for holidays',
    });
  });
});
