import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PortalSession } from '@thriftz/client/generated/model';
import { useLogout } from '../features/session/use-portal-session';
import { PortalHeader } from './portal-header';
import { BottomBar, TopTabs } from './portal-nav';
import { tabFrom, TABS, type PortalTab } from './portal-tabs';
import { TabFallback } from './tab-fallback';

// Each tab's code loads when it is first opened.
const DashboardTab = lazy(() => import('../features/dashboard/dashboard-tab').then((m) => ({ default: m.DashboardTab })));
const ProductsTab = lazy(() => import('../features/products/products-tab').then((m) => ({ default: m.ProductsTab })));
const OrdersTab = lazy(() => import('../features/orders/orders-tab').then((m) => ({ default: m.OrdersTab })));
const SettingsTab = lazy(() => import('../features/settings/settings-tab').then((m) => ({ default: m.SettingsTab })));
const RateBuyers = lazy(() => import('../features/reviews/rate-buyers').then((m) => ({ default: m.RateBuyers })));
const DeveloperSection = lazy(() => import('../features/tokens/developer-section').then((m) => ({ default: m.DeveloperSection })));

function ActiveTab({ tab, session }: { tab: PortalTab; session: PortalSession }) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab store={session.store} />;
    case 'products':
      return <ProductsTab />;
    case 'orders':
      return (
        <>
          <RateBuyers />
          <OrdersTab storeName={session.store.name} />
        </>
      );
    case 'settings':
      return (
        <SettingsTab
          store={session.store}
          developer={
            <Suspense fallback={null}>
              <DeveloperSection />
            </Suspense>
          }
        />
      );
  }
}

/** The unlocked portal: header, tabs (top on large screens, bottom bar and drawer on phones), the tab. */
export function PortalShell({ session }: { session: PortalSession }) {
  const [search] = useSearchParams();
  const tab = tabFrom(search);
  const { logout, loggingOut } = useLogout();
  const label = TABS.find((t) => t.id === tab)?.label;
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary-solid px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <PortalHeader store={session.store} active={tab} onLogout={logout} loggingOut={loggingOut} />
      <TopTabs active={tab} />
      <main id="main" tabIndex={-1} className="container-page py-6 focus:outline-none sm:py-8" aria-label={label}>
        <Suspense fallback={<TabFallback />}>
          <ActiveTab tab={tab} session={session} />
        </Suspense>
      </main>
      <BottomBar active={tab} />
    </div>
  );
}
