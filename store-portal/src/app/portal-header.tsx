import { Button, buttonClasses } from '@web/ui/button';
import { Sheet } from '@web/ui/dialog';
import { LogOut, Menu, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { PortalStore } from '@thriftz/client/generated/model';
import { DrawerTabs } from './portal-nav';
import type { PortalTab } from './portal-tabs';
import { StoreLogo } from './store-logo';

interface HeaderProps {
  store: PortalStore;
  active: PortalTab;
  onLogout: () => void;
  loggingOut: boolean;
}

function ContactStore({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'sm', className)}>
      <MessageCircle aria-hidden="true" className="size-4" />
      Contact Store
    </a>
  );
}

/** The store's logo and name, its contact link, Logout; on phones a drawer holds the tabs too. */
export function PortalHeader({ store, active, onLogout, loggingOut }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-3">
        <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
          <Menu aria-hidden="true" className="size-5" />
        </Button>
        <StoreLogo name={store.name} logo={store.logo} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-fg">{store.name}</p>
          <p className="text-xs font-medium text-fg-subtle">Store Admin</p>
        </div>
        {/* On phones these live in the drawer. */}
        <div className="hidden items-center gap-2 sm:flex">
          {store.contactLink ? <ContactStore href={store.contactLink} /> : null}
          <Button variant="ghost" size="sm" onClick={onLogout} busy={loggingOut}>
            {loggingOut ? null : <LogOut aria-hidden="true" className="size-4" />}
            Logout
          </Button>
        </div>
      </div>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} title={store.name} description="Store admin menu">
        <DrawerTabs active={active} onPick={() => setDrawerOpen(false)} />
        <div className="space-y-2 border-t border-line p-4">
          {store.contactLink ? <ContactStore href={store.contactLink} className="w-full" /> : null}
          <Button variant="secondary" className="w-full" onClick={onLogout} busy={loggingOut}>
            {loggingOut ? null : <LogOut aria-hidden="true" className="size-4" />}
            Logout
          </Button>
        </div>
      </Sheet>
    </header>
  );
}
