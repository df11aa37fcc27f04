/**
 * The profile's My Orders tab (document 1, Profile): the student's mini-store orders, newest first,
 * a page at a time: number, date, store, the first products, a cancelled order's refund, total,
 * payment and status, and View Details to the order's confirmation page. A prepaid order still
 * awaiting its payment reads Awaiting payment, with Complete payment and Cancel.
 */
import { RefreshCw, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getListMyOrdersQueryKey, useListMyOrders } from '@thriftz/client/generated/orders/orders';
import type { Order } from '@thriftz/client/generated/model';
import { formatDate, formatRupees } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { PAYMENT_LABELS } from './order-labels';
import { OrderLineRow } from './order-line-row';
import { OrderRefundNote } from './order-refund-note';
import { OrderStatusBadge } from './order-status-badge';
import { UnpaidOrderActions } from './unpaid-order-actions';
import { orderConfirmationPath } from './use-checkout-order';

export const MY_ORDERS_PAGE_SIZE = 10;
const SHOWN_LINES = 2;

function OrderRow({ order }: { order: Order }) {
  const shown = order.products.slice(0, SHOWN_LINES);
  const more = order.products.length - shown.length;
  const headingId = `order-${order._id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="card p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="tabular font-semibold text-fg">
              {order.orderId}
            </h3>
            <p className="mt-0.5 text-sm text-fg-muted">
              {formatDate(order.createdAt)} · {order.store.name}
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <ul className="mt-3 space-y-2">
          {shown.map((line, index) => (
            <OrderLineRow
              key={`${line.productId ?? 'gone'}-${index}`}
              imageUrl={line.image?.thumbUrl}
              title={line.title}
              size={line.size}
              quantity={line.quantity}
              price={line.price}
              showTotal={false}
              className=""
            />
          ))}
        </ul>
        {more > 0 ? <p className="mt-2 text-sm text-fg-muted">+{more} more</p> : null}
        <OrderRefundNote order={order} className="mt-3" />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <p className="text-sm text-fg-muted">
            <span className="tabular text-base font-bold text-fg">{formatRupees(order.total)}</span> · {PAYMENT_LABELS[order.paymentType]}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {order.status === 'awaiting_payment' ? <UnpaidOrderActions order={order} /> : null}
            <Button asChild size="sm" variant="secondary">
              <Link to={orderConfirmationPath(order)} state={{ orderId: order.orderId }} aria-label={`View Details of order ${order.orderId}`}>
                View Details
              </Link>
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

export function MyOrdersTab() {
  const [page, setPage] = useState(1);
  const params = { page, pageSize: MY_ORDERS_PAGE_SIZE };
  const orders = useListMyOrders(params, { query: { queryKey: getListMyOrdersQueryKey(params), placeholderData: (previous) => previous } });

  if (orders.isPending) {
    return (
      <div role="status" aria-label="Loading your orders" className="space-y-4">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Alert>
        <p>Failed to load your orders</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" /> Try again
        </Button>
      </Alert>
    );
  }
  const { items, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title="You haven't placed any orders yet."
        action={
          <Button asChild>
            <Link to="/mini-stores">Browse Mini Stores</Link>
          </Button>
        }
      >
        Orders you place in the mini stores show up here.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="my-orders-heading" className="space-y-4">
      <h2 id="my-orders-heading" className="text-lg font-semibold text-fg">
        My Orders <span className="text-sm font-normal text-fg-muted">({total})</span>
      </h2>
      <ul className="space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
        {items.map((order) => (
          <OrderRow key={order._id} order={order} />
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / MY_ORDERS_PAGE_SIZE)} onPageChange={setPage} />
    </section>
  );
}
