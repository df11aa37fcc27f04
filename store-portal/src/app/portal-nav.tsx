import { cn } from '@web/lib/cn';
import { Link } from 'react-router-dom';
import { TABS, tabHref, type PortalTab } from './portal-tabs';

/** The tabs along the top, on large screens. */
export function TopTabs({ active }: { active: PortalTab }) {
  return (
    <nav aria-label="Store admin" className="hidden border-b border-line bg-surface lg:block">
      <div className="container-page flex gap-1">
        {TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <Link
              key={tab.id}
              to={tabHref(tab.id)}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'relative inline-flex h-12 items-center gap-2 rounded-t-lg px-4 text-sm font-semibold transition-colors',
                current ? 'text-primary-ink' : 'text-fg-muted hover:bg-slate-50 hover:text-fg',
              )}
            >
              <tab.icon aria-hidden="true" className="size-4" />
              {tab.label}
              {current ? <span aria-hidden="true" className="absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-primary" /> : null}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

/** The bar of tabs along the bottom edge, on phones and tablets. */
export function BottomBar({ active }: { active: PortalTab }) {
  return (
    <nav
      aria-label="Store admin tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="grid grid-cols-4">
        {TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <Link
              key={tab.id}
              to={tabHref(tab.id)}
              aria-current={current ? 'page' : undefined}
              aria-label={tab.label}
              className={cn(
                'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                current ? 'text-primary-ink' : 'text-fg-subtle hover:text-fg',
              )}
            >
              <span className={cn('flex h-7 w-12 items-center justify-center rounded-full', current && 'bg-primary-soft')}>
                <tab.icon aria-hidden="true" className="size-5" />
              </span>
              {tab.short}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

/** The drawer's list of tabs (phones): picking one closes the drawer. */
export function DrawerTabs({ active, onPick }: { active: PortalTab; onPick: () => void }) {
  return (
    <nav aria-label="Store admin sections" className="p-3">
      <ul className="space-y-1">
        {TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                to={tabHref(tab.id)}
                onClick={onPick}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-12 items-center gap-3 rounded-lg px-3 text-sm font-semibold',
                  current ? 'bg-primary-soft text-primary-ink' : 'text-fg hover:bg-slate-50',
                )}
              >
                <tab.icon aria-hidden="true" className="size-5" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
