/** One order as its buyer (or an admin) reads it: status, number, date, store, lines, total, payment and delivery. */
import { CircleCheck, CircleX, MapPin, Package, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@thriftz/client/generated/model';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { OrderTotals } from '../../ui/order-totals';
import { ADMIN_ORDERS_HREF, PAYMENT_LABELS, shownStatus, STATUS_BADGES, STATUS_HEADINGS, STATUS_MESSAGES } from './order-labels';
import { OrderLineRow } from './order-line-row';
import { OrderRefundNote } from './order-refund-note';
import { OrderStatusBadge } from './order-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-fg-subtle">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/**
 * `adminView`: an admin reading someone else's order: neutral words ('Order details', who placed
 * it) and the way back to the admin's orders instead of the buyer's Continue Shopping and View My Orders.
 */
export function OrderDetails({ order, adminView = false }: { order: Order; adminView?: boolean }) {
  const status = shownStatus(order.status);
  const cancelled = status === 'cancelled';
  const StatusIcon = cancelled ? CircleX : CircleCheck;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="text-center">
        <span
          className={`mx-auto flex size-16 items-center justify-center rounded-full ${cancelled ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary'}`}
        >
          <StatusIcon aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{adminView ? 'Order details' : STATUS_HEADINGS[status]}</h1>
        <p className="mt-2 text-base text-fg-muted">
          {adminView ? `${STATUS_BADGES[status].label} · placed by ${order.buyer.fullName || order.customerName}` : STATUS_MESSAGES[status]}
        </p>
        {cancelled && order.cancellationReason ? (
          <p className="mx-auto mt-3 max-w-lg rounded-lg border border-rose-200 bg-danger-soft px-4 py-2.5 text-sm text-danger-ink">
            <span className="font-semibold">Cancellation reason:</span> {order.cancellationReason}
          </p>
        ) : null}
        <OrderRefundNote order={order} adminView={adminView} className="mt-3 justify-center" />
      </header>

      <section aria-labelledby="order-facts" className="card p-5 sm:p-6">
        <h2 id="order-facts" className="sr-only">
          Order details
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Order Number">
            <span className="tabular">{order.orderId}</span>
          </Fact>
          <Fact label="Date">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Store">
            {order.store.slug ? (
              <Link to={`/mini-stores/${order.store.slug}`} className="inline-flex items-center gap-1.5 text-primary-ink hover:underline">
                <Store aria-hidden="true" className="size-4" />
                {order.store.name}
              </Link>
            ) : (
              order.store.name
            )}
          </Fact>
          <Fact label="Payment">{PAYMENT_LABELS[order.paymentType]}</Fact>
          <Fact label="Status">
            <OrderStatusBadge status={order.status} />
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="order-items" className="card p-5 sm:p-6">
        <h2 id="order-items" className="flex items-center gap-2 text-lg font-semibold text-fg">
          <Package aria-hidden="true" className="size-5 text-fg-subtle" />
          Items
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.products.map((line, index) => (
            <OrderLineRow
              key={`${line.productId ?? 'gone'}-${line.size ?? ''}-${index}`}
              imageUrl={line.image?.thumbUrl}
              title={line.title}
              size={line.size}
              quantity={line.quantity}
              price={line.price}
            />
          ))}
        </ul>
        <div className="mt-2 border-t border-line pt-4">
          <OrderTotals total={order.total} />
        </div>
      </section>

      <section aria-labelledby="order-shipping" className="card p-5 sm:p-6">
        <h2 id="order-shipping" className="flex items-center gap-2 text-lg font-semibold text-fg">
          <MapPin aria-hidden="true" className="size-5 text-fg-subtle" />
          Shipping Address
        </h2>
        <address className="mt-3 space-y-0.5 text-sm not-italic text-fg">
          <p className="font-semibold">{order.customerName}</p>
          <p>{order.shippingAddress}</p>
          <p>
            {order.shippingCity}, {order.shippingState} {order.shippingPincode}
          </p>
          <p className="pt-2 text-fg-muted">{order.customerPhone}</p>
          <p className="text-fg-muted">{order.customerEmail}</p>
        </address>
        {order.deliveryInstructions ? (
          <p className="mt-3 text-sm text-fg-muted">
            <span className="font-semibold text-fg">Delivery instructions:</span> {order.deliveryInstructions}
          </p>
        ) : null}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {adminView ? (
          <Button asChild size="lg">
            {/* The admin app is another app: a full page load. */}
            <a href={ADMIN_ORDERS_HREF}>Back to Orders</a>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <Link to="/">Continue Shopping</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/profile?tab=orders">View My Orders</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
