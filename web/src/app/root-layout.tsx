import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../lib/use-current-user';
import { ChatSocketProvider } from '../features/chat/chat-socket-provider';
import { AppPostSlots } from './post-slots';
import { AppOfferSlots } from './offer-slots';
import { RouteFallback } from './route-fallback';
import { preloaded } from './preloaded';
import { SiteHeader } from './site-header';

// No page's first frame needs these: they load once the first page has (the footer is below the
// first screen; the wishlist's account sync acts on who is signed in, once known; scrolling to
// the top starts with the next navigation).
const ScrollToTop = preloaded(() => import('./scroll-to-top').then((m) => m.ScrollToTop), { whenIdle: true });
const PageEnd = preloaded(() => import('./page-end').then((m) => m.PageEnd), { whenIdle: true });
const WishlistAccountSync = preloaded(() => import('../features/wishlist/use-wishlist').then((m) => m.WishlistAccountSync), {
  whenIdle: true,
});

// The site notification banner, below the header in the page's flow (it takes its own room and
// covers nothing). The server sends the notifications with the page (and the banner in its
// markup), and the first render waits for this chunk (main.tsx): the banner is there from the
// first frame, and nothing below it moves when it arrives.
const SiteNotificationBanner = preloaded(
  () => import('../features/notifications/site-notification-banner').then((m) => m.SiteNotificationBanner),
  { ssr: true },
);
export const siteBannerReady = SiteNotificationBanner.ready;

// Beside the shell from the first render on, its own small chunk: reads the launch time (after
// the first render, never holding a launched site back) and, before the launch, hides the shell.
const LaunchControl = preloaded(() => import('./launch-control').then((m) => m.LaunchControl));

// Only a suspended student's pages load it, so it costs the others nothing.
const SuspensionBanner = lazy(() => import('../features/auth/suspension-banner').then((m) => ({ default: m.SuspensionBanner })));

export function RootLayout() {
  const { user } = useCurrentUser();
  // Before the launch only the pre-launch page shows (launch-control.tsx). The shell keeps its
  // place in the tree, so a page open before the launch (a verification link's) is not mounted twice.
  const [gated, hide] = useState(false);
  const shell = (
    // The chat socket is opened for signed-in students only, and shared by the header and pages.
    <ChatSocketProvider uid={user?.uid}>
      <AppPostSlots>
      <AppOfferSlots>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-primary-solid px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <WishlistAccountSync />
        <SiteHeader />
        {user?.suspension ? (
          <Suspense fallback={null}>
            <SuspensionBanner suspension={user.suspension} />
          </Suspense>
        ) : null}
        <SiteNotificationBanner />
        {/* At least a screen tall (less the header): the footer starts below the first screen, so a
            page growing past its loading state never pushes a visible footer down (layout shift). */}
        <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <PageEnd />
      </div>
      </AppOfferSlots>
      </AppPostSlots>
    </ChatSocketProvider>
  );
  return (
    <>
      {gated || shell}
      <LaunchControl hide={hide} />
    </>
  );
}
