import { formatCount, formatRupees } from '@web/lib/format';
import { Card } from '@web/ui/card';
import { ErrorState } from '@web/ui/error-state';
import { Skeleton } from '@web/ui/skeleton';
import { CheckCircle2, Clock, IndianRupee, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { PortalDashboard, PortalStore } from '@thriftz/client/generated/model';
import { useGetPortalDashboard } from '@thriftz/client/generated/store-portal/store-portal';
import { STORE_CATEGORY_LABELS } from '../../lib/store-categories';

/** The spec's words when the store's figures cannot load (document 3, section 8: store login). */
const DASHBOARD_LOAD_FAILED = 'Failed to load store data';

const STATUS_ROWS: { key: keyof PortalDashboard['revenueByStatus']; label: string; bar: string }[] = [
  { key: 'pending', label: 'Pending', bar: 'bg-amber-400' },
  { key: 'confirmed', label: 'Confirmed', bar: 'bg-sky-500' },
  { key: 'shipped', label: 'Shipped', bar: 'bg-violet-500' },
  { key: 'delivered', label: 'Delivered', bar: 'bg-emerald-500' },
  { key: 'cancelled', label: 'Cancelled', bar: 'bg-rose-400' },
];

function StatCard({ label, value, icon: Icon, tone }: { label: string; value: string; icon: LucideIcon; tone: string }) {
  return (
    <Card className="flex h-full items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg-muted">{label}</p>
        <p className="mt-1 truncate text-xl font-bold tabular text-fg sm:text-2xl">{value}</p>
      </div>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}

function RevenueBreakdown({ revenue }: { revenue: PortalDashboard['revenueByStatus'] }) {
  const largest = Math.max(1, ...STATUS_ROWS.map((row) => revenue[row.key]));
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Revenue Breakdown</h2>
      <dl className="mt-4 space-y-4">
        {STATUS_ROWS.map((row) => (
          // A <dl> group holds only <dt> and <dd>: the bar is a second, hidden <dd> across both columns.
          <div key={row.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 text-sm">
            <dt className="font-medium text-fg-muted">{row.label}</dt>
            <dd className="font-semibold tabular text-fg">{formatRupees(revenue[row.key])}</dd>
            <dd aria-hidden="true" className="col-span-2 mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className={`h-full rounded-full ${row.bar}`} style={{ width: `${(revenue[row.key] / largest) * 100}%` }} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function StoreInformation({ store }: { store: PortalStore }) {
  const facts = [
    ['Store Name', store.name],
    ['Category', STORE_CATEGORY_LABELS[store.category] ?? store.category],
    ['Owner Name', store.ownerDetails.fullName],
    ['Owner Email', store.ownerDetails.email],
  ];
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-fg">Store Information</h2>
      <dl className="mt-4 divide-y divide-line">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="break-all font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={`h-24 rounded-xl ${i === 4 ? 'col-span-2' : ''}`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

/** The store's figures at a glance (GET /api/store-portal/dashboard) and its details. */
export function DashboardTab({ store }: { store: PortalStore }) {
  const dashboard = useGetPortalDashboard();
  return (
    <section aria-labelledby="dashboard-heading" className="space-y-6">
      <div>
        <h1 id="dashboard-heading" className="text-xl font-bold text-fg">
          Dashboard
        </h1>
        <p className="mt-1 text-sm text-fg-muted">How {store.name} is doing.</p>
      </div>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <ErrorState title={DASHBOARD_LOAD_FAILED} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-6">
            <StatCard label="Total Products" value={formatCount(dashboard.data.totalProducts)} icon={Package} tone="bg-sky-50 text-sky-700" />
            <StatCard label="Active Products" value={formatCount(dashboard.data.activeProducts)} icon={CheckCircle2} tone="bg-emerald-50 text-emerald-700" />
            <StatCard label="Total Orders" value={formatCount(dashboard.data.totalOrders)} icon={ShoppingBag} tone="bg-violet-50 text-violet-700" />
            <StatCard label="Pending Orders" value={formatCount(dashboard.data.pendingOrders)} icon={Clock} tone="bg-amber-50 text-amber-700" />
            <div className="col-span-2">
              <StatCard label="Total Revenue" value={formatRupees(dashboard.data.totalRevenue)} icon={IndianRupee} tone="bg-emerald-50 text-emerald-700" />
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <RevenueBreakdown revenue={dashboard.data.revenueByStatus} />
            <StoreInformation store={store} />
          </div>
        </>
      )}
    </section>
  );
}
