import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetchUrls } from '../../test/api-stub';
import { order, STORE_B } from '../../test/orders';
import { renderRoute } from '../../test/render-route';
import { MyOrdersTab } from './my-orders-tab';

const line = (title: string) => ({ productId: null, title, price: 100, quantity: 1, size: null, image: { _id: 'i1', thumbUrl: `/t/${title}.webp`, cardUrl: '', mainUrl: '' } });

const renderTab = () => renderRoute([{ path: '*', element: <MyOrdersTab /> }], '/profile?tab=orders');

afterEach(() => {
  window.localStorage.clear();
});

describe('MyOrdersTab', () => {
  it('lists each order: number, date, store, the first two products and how many more, total, payment, status and View Details', async () => {
    const many = order({
      _id: 'f0f0f0f0-1111-4222-8333-444444444444',
      orderId: 'ORD-20250806-000001',
      store: STORE_B,
      status: 'shipped',
      paymentType: 'prepaid',
      total: 300,
      products: [line('Physics Notes'), line('Chemistry Notes'), line('Maths Notes')],
    });
    const urls = stubFetchUrls((url) => (url.pathname === '/api/orders/mine' ? json({ items: [many, order({ status: 'cancelled' })], total: 2, page: 1, pageSize: 10 }) : undefined));
    renderTab();

    const first = await screen.findByRole('article', { name: 'ORD-20250806-000001' });
    expect(first).toHaveTextContent('5 Aug 2025 · Book Nook');
    expect(first).toHaveTextContent('Physics Notes');
    expect(first).toHaveTextContent('Chemistry Notes');
    expect(first).not.toHaveTextContent('Maths Notes');
    expect(first).toHaveTextContent('+1 more');
    expect(first).toHaveTextContent('₹300.00 · Prepaid');
    expect(first).toHaveTextContent('Shipped');
    expect(within(first).getByRole('link', { name: 'View Details of order ORD-20250806-000001' })).toHaveAttribute(
      'href',
      '/order-confirmation?order=ORD-20250806-000001',
    );
    const second = screen.getByRole('article', { name: 'ORD-20250805-123456' });
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Cash on Delivery');
    expect(urls[0]!.searchParams.get('pageSize')).toBe('10');
  });

  it('a cancelled order shows its refund: Refunded with the day, or Refund in progress, with the order total', async () => {
    const refunded = order({ _id: 'f0f0f0f0-1111-4222-8333-000000000001', orderId: 'ORD-20250806-000001', status: 'cancelled', paymentType: 'prepaid', total: 900, refundStatus: 'processed', refundedAt: '2025-08-07T05:00:00Z' });
    const pending = order({ _id: 'f0f0f0f0-1111-4222-8333-000000000002', orderId: 'ORD-20250806-000002', status: 'cancelled', paymentType: 'prepaid', total: 450, refundStatus: 'pending', refundedAt: null });
    const retrying = order({ _id: 'f0f0f0f0-1111-4222-8333-000000000003', orderId: 'ORD-20250806-000003', status: 'cancelled', paymentType: 'prepaid', total: 1250, refundStatus: 'failed_retrying', refundedAt: null });
    const cod = order({ _id: 'f0f0f0f0-1111-4222-8333-000000000004', orderId: 'ORD-20250806-000004', status: 'cancelled', refundStatus: null });
    stubFetchUrls((url) =>
      url.pathname === '/api/orders/mine' ? json({ items: [refunded, pending, retrying, cod], total: 4, page: 1, pageSize: 10 }) : undefined,
    );
    renderTab();

    const first = await screen.findByRole('article', { name: 'ORD-20250806-000001' });
    expect(first).toHaveTextContent('Refunded₹900.00 on 7 Aug 2025');
    expect(first).not.toHaveTextContent('Refund in progress');
    const second = screen.getByRole('article', { name: 'ORD-20250806-000002' });
    expect(second).toHaveTextContent('Refund in progress₹450.00 will be returned');
    const third = screen.getByRole('article', { name: 'ORD-20250806-000003' });
    expect(third).toHaveTextContent('Refund in progress₹1,250.00 will be returned');
    const fourth = screen.getByRole('article', { name: 'ORD-20250806-000004' });
    expect(fourth).not.toHaveTextContent(/Refund/);
  });

  it('pages through the orders', async () => {
    const urls = stubFetchUrls((url) =>
      url.pathname === '/api/orders/mine'
        ? json({ items: [order({ orderId: `ORD-20250805-00000${url.searchParams.get('page')}` })], total: 12, page: Number(url.searchParams.get('page')), pageSize: 10 })
        : undefined,
    );
    renderTab();
    await screen.findByRole('article', { name: 'ORD-20250805-000001' });
    await userEvent.click(screen.getAllByRole('button', { name: /Next/ })[0]!);
    expect(await screen.findByRole('article', { name: 'ORD-20250805-000002' })).toBeInTheDocument();
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('page')).toBe('2'));
  });

  it('no orders yet: says so and leads to the mini stores', async () => {
    stubFetchUrls((url) => (url.pathname === '/api/orders/mine' ? json({ items: [], total: 0, page: 1, pageSize: 10 }) : undefined));
    renderTab();
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Mini Stores' })).toHaveAttribute('href', '/mini-stores');
  });
});
