import {
  BellPlus,
  ChevronRight,
  Code,
  CreditCard,
  Crown,
  Heart,
  HelpCircle,
  House,
  Info,
  Layers,
  LogIn,
  LogOut,
  Mail,
  Megaphone,
  Menu,
  Package,
  MessageSquare,
  MessageSquarePlus,
  PackagePlus,
  Repeat,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  UserPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { loginPath } from '../lib/return-to';
import { unreadLabel } from '../features/chat/unread-badge';
import { cartLabel } from '../features/cart/cart-label';
import { useCartCount } from '../lib/cart';
import { CountBadge } from '../ui/count-badge';
import { useUnreadTotal } from '../features/chat/use-unread-count';
import { cn } from '../lib/cn';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Sheet } from '../ui/lazy-sheet';
import { Skeleton } from '../ui/skeleton';
import { ADMIN_PORTAL_HREF } from './nav-links';

// Loads with the sheet (Radix popover inside): the menu's button is on every phone page.
const PlanSummaryLine = lazy(() => import('../features/subscriptions/header-plan-summary').then((m) => ({ default: m.PlanSummaryLine })));

const rowClasses =
  'flex h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-fg hover:bg-slate-100 aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-ink';

function Row({
  to,
  icon,
  children,
  current,
  label,
  count = 0,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  current?: boolean;
  /** An accessible name when the visible text alone does not say it all (unread counts). */
  label?: string;
  /** A count shown as a badge beside the text (unread messages, cart items); `label` names it. */
  count?: number;
}) {
  return (
    <Link to={to} className={rowClasses} aria-current={current ? 'page' : undefined} aria-label={label}>
      <span className="text-fg-subtle">{icon}</span>
      <span className="flex flex-1 items-center justify-between gap-2">
        {children}
        <CountBadge count={count} />
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-slate-300" />
    </Link>
  );
}

function GroupLabel({ children }: { children: ReactNode }) {
  return <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-fg-subtle">{children}</p>;
}

/** The phone menu: a sheet with the navigation and the account links. */
export function MobileMenu({
  user,
  isLoading,
  onLogOut,
  loggingOut,
}: {
  user: CurrentUser | null;
  isLoading: boolean;
  onLogOut: () => void;
  loggingOut: boolean;
}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const unread = useUnreadTotal();
  const cartCount = useCartCount();
  const here = location.pathname + location.search;

  // Any navigation closes the sheet.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={unreadLabel('Open menu', unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-slate-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        {/* The header has no inbox icon at this width: the count shows on the button that leads to it. */}
        <CountBadge count={unread} className="absolute right-0 top-0.5" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="Menu">
        <nav aria-label="Mobile" className="flex min-h-full flex-col p-3">
          {user ? (
            <div className="mb-2 rounded-xl bg-primary-soft p-3">
              <div className="flex items-center gap-3">
                <Avatar name={user.fullName} src={user.profileImage} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-fg">{user.fullName}</p>
                  <p className="truncate text-sm text-fg-muted">{user.email}</p>
                </div>
              </div>
              <Suspense fallback={<Skeleton className="mt-3 h-8 w-44 rounded-full" />}>
                <PlanSummaryLine uid={user.uid} className="mt-3" />
              </Suspense>
            </div>
          ) : null}

          <Row to="/" icon={<House aria-hidden="true" className="size-5" />} current={here === '/'}>
            Home
          </Row>
          <Row to="/mini-stores" icon={<Store aria-hidden="true" className="size-5" />} current={location.pathname === '/mini-stores'}>
            Mini Stores
          </Row>
          <Row to="/products" icon={<ShoppingBag aria-hidden="true" className="size-5" />} current={location.pathname === '/products'}>
            Buy &amp; Sell
          </Row>
          <Row to="/borrow" icon={<Repeat aria-hidden="true" className="size-5" />} current={location.pathname === '/borrow'}>
            Borrow &amp; Lend
          </Row>
          <Row to="/request" icon={<Megaphone aria-hidden="true" className="size-5" />} current={location.pathname === '/request'}>
            Request
          </Row>
          <Row
            to="/roommate-finder"
            icon={<Users aria-hidden="true" className="size-5" />}
            current={location.pathname === '/roommate-finder'}
          >
            Roommate Finder
          </Row>
          <Row to="/cart" icon={<ShoppingCart aria-hidden="true" className="size-5" />} current={location.pathname === '/cart'} label={cartLabel(cartCount)} count={cartCount}>
            Cart
          </Row>
          <Row to="/contact" icon={<Mail aria-hidden="true" className="size-5" />} current={location.pathname === '/contact'}>
            Contact
          </Row>
          <Row to="/about" icon={<Info aria-hidden="true" className="size-5" />} current={location.pathname === '/about'}>
            About
          </Row>
          <Row to="/faq" icon={<HelpCircle aria-hidden="true" className="size-5" />} current={location.pathname === '/faq'}>
            FAQ
          </Row>

          {user ? (
            <>
              <GroupLabel>Account</GroupLabel>
              <Row
                to="/create-listing"
                icon={<PackagePlus aria-hidden="true" className="size-5" />}
                current={location.pathname === '/create-listing'}
              >
                Create New Listing
              </Row>
              <Row
                to="/create-request"
                icon={<MessageSquarePlus aria-hidden="true" className="size-5" />}
                current={location.pathname === '/create-request'}
              >
                Create New Request
              </Row>
              <Row
                to="/create-roommate-request"
                icon={<UserPlus aria-hidden="true" className="size-5" />}
                current={location.pathname === '/create-roommate-request'}
              >
                Create Roommate Request
              </Row>
              <Row
                to="/inbox"
                icon={<MessageSquare aria-hidden="true" className="size-5" />}
                current={location.pathname === '/inbox'}
                label={unreadLabel('My Messages', unread)}
                count={unread}
              >
                My Messages
              </Row>
              <Row to="/wishlist" icon={<Heart aria-hidden="true" className="size-5" />} current={location.pathname === '/wishlist'}>
                My Wishlist
              </Row>
              <Row to="/saved-searches" icon={<BellPlus aria-hidden="true" className="size-5" />} current={location.pathname === '/saved-searches'}>
                Saved searches
              </Row>
              <Row to="/profile" icon={<UserRound aria-hidden="true" className="size-5" />} current={here === '/profile'}>
                My Profile
              </Row>
              <Row
                to="/profile?tab=listings"
                icon={<Layers aria-hidden="true" className="size-5" />}
                current={here === '/profile?tab=listings'}
              >
                My Listings
              </Row>
              <Row to="/profile?tab=orders" icon={<Package aria-hidden="true" className="size-5" />} current={here === '/profile?tab=orders'}>
                My Orders
              </Row>
              <Row
                to="/profile?tab=subscription"
                icon={<CreditCard aria-hidden="true" className="size-5" />}
                current={here === '/profile?tab=subscription'}
              >
                Subscription
              </Row>
              <Row to="/subscription-plans" icon={<Crown aria-hidden="true" className="size-5" />} current={location.pathname === '/subscription-plans'}>
                Subscription Plans
              </Row>
              <Row to="/developer-settings" icon={<Code aria-hidden="true" className="size-5" />} current={location.pathname === '/developer-settings'}>
                Developer Settings
              </Row>
              {user.isAdmin ? (
                <a href={ADMIN_PORTAL_HREF} className={rowClasses}>
                  <span className="text-fg-subtle">
                    <ShieldCheck aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex-1">Admin Portal</span>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-300" />
                </a>
              ) : null}
            </>
          ) : null}

          <div className="mt-auto border-t border-line pt-4">
            {user ? (
              <button
                type="button"
                onClick={onLogOut}
                disabled={loggingOut}
                className={cn(rowClasses, 'w-full text-danger-ink hover:bg-danger-soft disabled:opacity-60')}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {loggingOut ? 'Logging out…' : 'Logout'}
              </button>
            ) : isLoading ? null : (
              <Button asChild size="lg" className="w-full">
                <Link to={loginPath(here)}>
                  <LogIn aria-hidden="true" className="size-5" />
                  Login / Sign Up
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </Sheet>
    </>
  );
}
