import { Megaphone, Package, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { MyProductsPanel } from '../features/listings/my-products-panel';
import { MyRequestsPanel } from '../features/requests/my-requests-panel';
import { MyRoommatePostsPanel } from '../features/roommates/my-roommate-posts-panel';

interface SubTab {
  value: string;
  label: string;
  icon: LucideIcon;
  panel: ComponentType;
}

/** The sub-tabs of My Listings, one per kind of post; another kind joins with one line here. */
export const MY_LISTINGS_SUB_TABS: SubTab[] = [
  { value: 'products', label: 'Products', icon: Package, panel: MyProductsPanel },
  { value: 'requests', label: 'Requests', icon: Megaphone, panel: MyRequestsPanel },
  { value: 'roommates', label: 'Roommate Posts', icon: Users, panel: MyRoommatePostsPanel },
];

const subTabTrigger =
  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-fg-muted transition-colors hover:bg-slate-100 hover:text-fg ' +
  'data-[state=active]:bg-primary-soft data-[state=active]:text-primary-ink data-[state=active]:ring-1 data-[state=active]:ring-emerald-200';

/** The profile's My Listings tab: sub-tabs per kind of post. */
export function MyListingsTab({ subTabs = MY_LISTINGS_SUB_TABS }: { subTabs?: SubTab[] }) {
  const [first] = subTabs;
  if (!first) return null;
  return (
    <Tabs.Root defaultValue={first.value}>
      <Tabs.List aria-label="My listings" className="flex flex-wrap gap-2">
        {subTabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger key={value} value={value} className={subTabTrigger}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {subTabs.map(({ value, panel: Panel }) => (
        <Tabs.Content key={value} value={value} className="mt-5 focus-visible:outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
