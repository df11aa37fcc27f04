import { Heart, LogIn, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { loginPath } from '../lib/return-to';
import { useCurrentUser } from '../lib/use-current-user';
import { useMediaQuery } from '../lib/use-media-query';
import { useLogOut } from '../features/auth/use-log-out';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { Skeleton } from '../ui/skeleton';
import { NAV_LINKS } from './nav-links';

// Signed-in students' parts (Radix menu and popover) load once someone is signed in; the phone
// menu (its rows and icons) loads beside the page, its button's place kept meanwhile.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const HeaderPlanSummary = lazy(() => import('../features/subscriptions/header-plan-summary').then((m) => ({ default: m.HeaderPlanSummary })));
const InboxLink = lazy(() => import('../features/chat/inbox-link').then((m) => ({ default: m.InboxLink })));
// The notifications bell (every width: it is how a phone reaches /notifications too).
const HeaderNotifications = lazy(() => import('./header-notifications').then((m) => ({ default: m.HeaderNotifications })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The cart (kept in the browser) and its icon load beside the page too: nobody's first paint waits for them.
const CartLink = lazy(() => import('../features/cart/cart-link').then((m) => ({ default: m.CartLink })));

/**
 * The sticky header: logo, navigation, Sell (on every page and every width: the marketplace's
 * main action; visitors log in first), the account area, the notifications bell and the cart.
 * The six links show from lg (1024 px; the wordmark gives them its room up to xl); below xl the
 * menu sheet holds the account links, and from xl the account icons and the plan chip (compact,
 * and the links and icons a little tighter, up to 2xl) sit in the header.
 */
export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  // Tailwind's xl, where the header shows the account cluster instead of the menu button.
  const wide = useMediaQuery('(min-width: 80rem)');
  const { logOut, isPending: loggingOut } = useLogOut();
  const location = useLocation();
  const onLoginPage = location.pathname === '/login';
  const loginHref = loginPath(location.pathname + location.search);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center gap-3 2xl:max-w-[90rem] 2xl:gap-4">
        <Logo compact />

        <nav aria-label="Main" className="hidden shrink-0 items-center gap-0.5 lg:ml-2 lg:flex 2xl:ml-6 2xl:gap-1">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors xl:max-2xl:px-1.5 2xl:px-3',
                  isActive ? 'bg-primary-soft text-primary-ink' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2">
          <Button asChild size="md" variant="accent" className="max-sm:px-3">
            <Link to={user || isLoading ? '/create-listing' : loginPath('/create-listing')}>
              <Plus aria-hidden="true" className="size-4" />
              Sell
            </Link>
          </Button>
          {isLoading ? (
            <Skeleton className="hidden h-10 w-36 rounded-full xl:block" />
          ) : user ? (
            // Phones and tablets have all of it in the menu: there the desktop cluster is not
            // mounted at all, and its code (the account dropdown's, the plan chip's) never loads.
            wide && (
            <div className="hidden items-center gap-0.5 xl:flex 2xl:gap-3">
              {/* The plan chip: plan and listings left, compact below 2xl (the phone menu has its line). */}
              <div className="mr-1 2xl:mr-0">
                <Suspense fallback={<Skeleton className="h-9 w-32 rounded-full 2xl:w-40" />}>
                  <HeaderPlanSummary uid={user.uid} />
                </Suspense>
              </div>
              <NavLink
                to="/wishlist"
                aria-label="My Wishlist"
                title="My Wishlist"
                className={({ isActive }) =>
                  cn(
                    'inline-flex size-9 items-center justify-center rounded-full transition-colors 2xl:size-10',
                    isActive ? 'bg-primary-soft text-primary-ink' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
                  )
                }
              >
                <Heart aria-hidden="true" className="size-5" />
              </NavLink>
              <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
                <InboxLink />
              </Suspense>
              <Suspense fallback={<Skeleton className="size-9 rounded-full 2xl:size-10" />}>
                <HeaderNotifications dense />
              </Suspense>
              <Suspense fallback={<Skeleton className="h-10 w-32 rounded-full" />}>
                <UserMenu user={user} onLogOut={logOut} loggingOut={loggingOut} />
              </Suspense>
            </div>
            )
          ) : !onLoginPage ? (
            <Button asChild size="md" variant="secondary" className="max-sm:px-3">
              {/* On a phone it says only 'Login' (part of its name), so Sell fits beside it. */}
              <Link to={loginHref} aria-label="Login / Sign Up">
                <LogIn aria-hidden="true" className="size-4 max-sm:hidden" />
                <span className="sm:hidden lg:max-xl:inline">Login</span>
                <span className="max-sm:hidden lg:max-xl:hidden">Login / Sign Up</span>
              </Link>
            </Button>
          ) : null}

          {user && !wide ? (
            <Suspense fallback={<span aria-hidden="true" className="block size-11 sm:size-10" />}>
              <HeaderNotifications />
            </Suspense>
          ) : null}

          {/* Visitors have a cart too (it lives in the browser); on every width, beside the menu. */}
          <Suspense fallback={<span aria-hidden="true" className="block size-11 sm:size-10" />}>
            <CartLink />
          </Suspense>

          <div className="xl:hidden">
            <Suspense fallback={<span aria-hidden="true" className="block size-11" />}>
              <MobileMenu user={user} isLoading={isLoading} onLogOut={logOut} loggingOut={loggingOut} />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  );
}
