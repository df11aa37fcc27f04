import { keepPreviousData } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { Input } from '@web/ui/input';
import { Pagination } from '@web/ui/pagination';
import { Skeleton } from '@web/ui/skeleton';
import { ListChecks, Search, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import type { ListPortalOrdersStatus, Order, StatusCounts } from '@thriftz/client/generated/model';
import { useListPortalOrders } from '@thriftz/client/generated/orders/orders';
import { useDebounced } from '../../lib/use-debounced';
import { BulkBar } from './bulk-actions';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderCards, OrderTable } from './order-list';
import { ORDER_MESSAGES, STATUS_LABELS, STATUSES } from './order-status';
import { UpdateStatusDialog } from './update-status-dialog';

const PAGE_SIZE = 20;
const FILTERS: ListPortalOrdersStatus[] = ['all', ...STATUSES];

function StatusChips({ value, counts, onChange }: { value: ListPortalOrdersStatus; counts?: StatusCounts; onChange: (status: ListPortalOrdersStatus) => void }) {
  return (
    <div role="group" aria-label="Filter by status" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {FILTERS.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          aria-label={`${status === 'all' ? 'All' : STATUS_LABELS[status]} (${counts?.[status] ?? 0})`}
          onClick={() => onChange(status)}
          className={cn(
            'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
            value === status ? 'border-primary-solid bg-primary-solid text-white' : 'border-line-strong bg-surface text-fg-muted hover:bg-slate-50 hover:text-fg',
          )}
        >
          {status === 'all' ? 'All' : STATUS_LABELS[status]}
          <span className={cn('rounded-full px-2 text-xs tabular', value === status ? 'bg-white/20' : 'bg-slate-100')}>{counts?.[status] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

/** The store's orders: counts and filter by status, search, bulk actions, details and status changes. */
export function OrdersTab({ storeName }: { storeName: string }) {
  const [status, setStatus] = useState<ListPortalOrdersStatus>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [bulkMode, setBulkMode] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<Order | null>(null);
  const [updating, setUpdating] = useState<Order | null>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const query = useDebounced(search.trim());
  const orders = useListPortalOrders(
    { status, ...(query ? { search: query } : {}), page, pageSize: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const items = orders.data?.items ?? [];

  const filterBy = (next: ListPortalOrdersStatus) => {
    setStatus(next);
    setPage(1);
    setSelected(new Set());
  };
  const selection = bulkMode
    ? {
        ids: selected,
        toggle: (id: string) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        toggleAll: () => setSelected((current) => (items.every((order) => current.has(order._id)) ? new Set() : new Set(items.map((order) => order._id)))),
      }
    : undefined;
  const List = wide ? OrderTable : OrderCards;

  return (
    <section aria-labelledby="orders-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="orders-heading" className="text-xl font-bold text-fg">
            Orders
          </h1>
          <p className="mt-1 text-sm text-fg-muted">{orders.data ? `${orders.data.counts.all} in all · ${orders.data.counts.pending} pending` : 'Your customers’ orders.'}</p>
        </div>
        <Button
          variant={bulkMode ? 'secondary' : 'ghost'}
          aria-pressed={bulkMode}
          onClick={() => {
            setBulkMode(!bulkMode);
            setSelected(new Set());
          }}
        >
          {bulkMode ? <X aria-hidden="true" className="size-4" /> : <ListChecks aria-hidden="true" className="size-4" />}
          {bulkMode ? 'Exit Bulk Actions' : 'Bulk Actions'}
        </Button>
      </div>

      <StatusChips value={status} counts={orders.data?.counts} onChange={filterBy} />
      <Input
        type="search"
        aria-label="Search orders"
        placeholder="Search by order number, customer name, e-mail or phone"
        value={search}
        maxLength={100}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        leadingIcon={<Search className="size-4" />}
      />
      {bulkMode ? (
        <BulkBar
          selected={[...selected]}
          onDone={() => {
            setSelected(new Set());
          }}
        />
      ) : null}

      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <ErrorState title={ORDER_MESSAGES.loadFailed} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={ShoppingBag} title={status === 'all' && !query ? 'No orders yet.' : 'No orders match these filters.'} />
      ) : (
        <List orders={items} selection={selection} onView={setViewing} onUpdate={setUpdating} />
      )}
      {orders.data && orders.data.total > PAGE_SIZE ? (
        <Pagination page={page} pageCount={Math.ceil(orders.data.total / PAGE_SIZE)} onPageChange={setPage} />
      ) : null}

      <OrderDetailDialog
        order={viewing}
        storeName={storeName}
        onClose={() => setViewing(null)}
        onUpdate={(order) => {
          setViewing(null);
          setUpdating(order);
        }}
      />
      <UpdateStatusDialog order={updating} onClose={() => setUpdating(null)} />
    </section>
  );
}
