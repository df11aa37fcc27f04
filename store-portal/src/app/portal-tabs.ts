import { LayoutDashboard, Package, Settings, ShoppingBag, type LucideIcon } from 'lucide-react';

export type PortalTab = 'dashboard' | 'products' | 'orders' | 'settings';

export interface TabDefinition {
  id: PortalTab;
  label: string;
  /** The bottom bar's shorter word, where the label is long. */
  short: string;
  icon: LucideIcon;
}

export const TABS: TabDefinition[] = [
  { id: 'dashboard', label: 'Dashboard', short: 'Dashboard', icon: LayoutDashboard },
  { id: 'products', label: 'Products', short: 'Products', icon: Package },
  { id: 'orders', label: 'Orders', short: 'Orders', icon: ShoppingBag },
  { id: 'settings', label: 'Store Settings', short: 'Settings', icon: Settings },
];

/** The tab the address names (?tab=orders); the dashboard for none or an unknown one. */
export function tabFrom(search: URLSearchParams): PortalTab {
  const asked = search.get('tab');
  return TABS.find((tab) => tab.id === asked)?.id ?? 'dashboard';
}

export const tabHref = (tab: PortalTab) => (tab === 'dashboard' ? '?' : `?tab=${tab}`);
