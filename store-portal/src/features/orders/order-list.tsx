import { formatDateTime, formatRupees } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Eye, RefreshCw } from 'lucide-react';
import type { Order } from '@thriftz/client/generated/model';
import { canUpdate, PAYMENT_LABELS, productsSummary, STATUS_LABELS, STATUS_TONES } from './order-status';

export interface OrderListProps {
  orders: Order[];
  /** In bulk-actions mode: the ids ticked, and how to tick one. */
  selection?: { ids: Set<string>; toggle: (id: string) => void; toggleAll: () => void };
  onView: (order: Order) => void;
  onUpdate: (order: Order) => void;
}

function SelectBox({ order, selection }: { order: Order; selection: NonNullable<OrderListProps['selection']> }) {
  return (
    <input
      type="checkbox"
      className="size-5 cursor-pointer accent-emerald-700"
      aria-label={`Select order ${order.orderId}`}
      checked={selection.ids.has(order._id)}
      onChange={() => selection.toggle(order._id)}
    />
  );
}

function RowActions({ order, onView, onUpdate }: { order: Order } & Pick<OrderListProps, 'onView' | 'onUpdate'>) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => onView(order)} aria-label={`View order ${order.orderId}`}>
        <Eye aria-hidden="true" className="size-4" />
        View
      </Button>
      {canUpdate(order) ? (
        <Button size="sm" onClick={() => onUpdate(order)} aria-label={`Update status of order ${order.orderId}`}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Update
        </Button>
      ) : null}
    </div>
  );
}

/** Large screens: one table row an order. */
export function OrderTable({ orders, selection, onView, onUpdate }: OrderListProps) {
  const allTicked = selection !== undefined && orders.length > 0 && orders.every((order) => selection.ids.has(order._id));
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-slate-50 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-4 py-3">
                <input type="checkbox" className="size-5 accent-emerald-700" aria-label="Select all orders" checked={allTicked} onChange={selection.toggleAll} />
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3">Order</th>
            <th scope="col" className="px-4 py-3">Customer</th>
            <th scope="col" className="px-4 py-3">Products</th>
            <th scope="col" className="px-4 py-3 text-right">Total</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order._id} className="hover:bg-slate-50/60">
              {selection ? (
                <td className="px-4 py-3">
                  <SelectBox order={order} selection={selection} />
                </td>
              ) : null}
              <td className="px-4 py-3">
                <p className="font-mono font-semibold text-fg">{order.orderId}</p>
                <p className="text-xs text-fg-subtle">{formatDateTime(order.createdAt)}</p>
              </td>
              <td className="px-4 py-3">
                <p className="font-medium text-fg">{order.customerName}</p>
                <p className="text-xs text-fg-subtle">{order.customerEmail}</p>
              </td>
              <td className="max-w-64 truncate px-4 py-3 text-fg-muted">{productsSummary(order)}</td>
              <td className="px-4 py-3 text-right">
                <p className="font-semibold tabular text-fg">{formatRupees(order.total)}</p>
                <p className="text-xs text-fg-subtle">{PAYMENT_LABELS[order.paymentType]}</p>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
              </td>
              <td className="px-4 py-3">
                <RowActions order={order} onView={onView} onUpdate={onUpdate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card an order. */
export function OrderCards({ orders, selection, onView, onUpdate }: OrderListProps) {
  return (
    <ul aria-label="Orders" className="space-y-3">
      {orders.map((order) => (
        <li key={order._id} className="card space-y-3 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex items-start gap-3">
              {selection ? <SelectBox order={order} selection={selection} /> : null}
              <div>
                <p className="font-mono font-semibold text-fg">{order.orderId}</p>
                <p className="text-xs text-fg-subtle">{formatDateTime(order.createdAt)}</p>
              </div>
            </div>
            <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
          </div>
          <div className="text-sm">
            <p className="font-medium text-fg">{order.customerName}</p>
            <p className="truncate text-fg-muted">{productsSummary(order)}</p>
          </div>
          <div className="flex items-center justify-between gap-3">
            <p>
              <span className="font-bold tabular text-fg">{formatRupees(order.total)}</span>{' '}
              <span className="text-xs text-fg-subtle">{PAYMENT_LABELS[order.paymentType]}</span>
            </p>
            <RowActions order={order} onView={onView} onUpdate={onUpdate} />
          </div>
        </li>
      ))}
    </ul>
  );
}
