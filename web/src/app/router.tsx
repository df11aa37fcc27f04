import { isValidElement, lazy, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router-dom';
import { page } from './lazy-page';
import { preloadOfferSlots } from './offer-slots';
import { preloadPostSlots } from './post-slots';
import { preloaded } from './preloaded';
import { shellRoutes } from './shell-routes';

// Guards only the signed-in pages: off the entry, loaded beside the first page (and waited for by
// the first render of a signed-in page, whose server markup shows its session check).
const RequireAuth = preloaded(() => import('../features/auth/require-auth').then((m) => m.RequireAuth), { ssr: true });

// Each page is its own chunk.
const HomePage = page(() => import('./home-route'));
// The static pages, in a small table of their own (static-pages).
const StaticPage = lazy(() => import('./static-pages'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ProfilePage = page(() => import('./profile-route'));
const DeveloperSettingsPage = lazy(() => import('../features/tokens/developer-settings-page'));
const PublicProfilePage = lazy(() => import('./public-profile-route'));
const ProductsPage = page(() => import('../features/listings/products-page'));
const BorrowPage = page(() => import('../features/listings/borrow-page'));
const ProductDetailPage = page(() => import('../features/listings/product-detail-page'));
const CreateListingPage = lazy(() => import('../features/listings/create-listing-page'));
const EditListingPage = lazy(() => import('../features/listings/edit-listing-page'));
const ManageListingsPage = lazy(() => import('../features/listings/manage-listings-page'));
const RequestsPage = page(() => import('../features/requests/requests-page'));
const RequestDetailPage = page(() => import('../features/requests/request-detail-page'));
const CreateRequestPage = lazy(() => import('../features/requests/create-request-page'));
const EditRequestPage = lazy(() => import('../features/requests/edit-request-page'));
const ManageRequestsPage = lazy(() => import('../features/requests/manage-requests-page'));
const ManageDashboardPage = lazy(() => import('./manage/manage-dashboard-page'));
const RoommatesPage = page(() => import('../features/roommates/roommates-page'));
const RoommateDetailPage = page(() => import('../features/roommates/roommate-detail-page'));
const CreateRoommatePage = lazy(() => import('../features/roommates/create-roommate-page'));
const EditRoommatePage = lazy(() => import('../features/roommates/edit-roommate-page'));
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const InboxPage = page(() => import('../features/chat/inbox-page'));
const ChatPage = page(() => import('../features/chat/chat-page'));
const MessagesPage = lazy(() => import('../features/chat/messages-page'));
const NotificationsPage = page(() => import('../features/alerts/notifications-page'));
const SavedSearchesPage = lazy(() => import('../features/saved-searches/saved-searches-page'));
const ReviewsPage = lazy(() => import('../features/reviews/reviews-page'));
const SubscriptionPlansPage = lazy(() => import('./subscription-plans-route'));
const SubscriptionManagementPage = lazy(() => import('./subscription-management-route'));
// The shop's own table (eight pages) loads with them: one entry here instead of eight.
// (The server's render has no window: it waits for the page's chunk as it renders instead.)
const StoreRoutes = page(() =>
  import('./store-routes').then(async (m) => (typeof window === 'undefined' ? m : (await m.preloadStorePage(window.location.pathname), m))),
);
// The careers site's own table (recruitment-routes), as the shop's.
const RecruitmentRoutes = lazy(() => import('./recruitment-routes'));
const ReportPage = lazy(() => import('../features/reports/report-page'));
const DesignSystemPage = lazy(() => import('../features/design/design-system-page'));
const DesignDebuggerPage = lazy(() => import('../features/design/design-debugger-page'));
// The admin portal is an app of its own at /admin/: /staging/admin sends the browser there.
const StagingAdminRedirect = lazy(() => import('../features/staging/staging-admin-redirect'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Sends an old or mistyped address on to the page's own, keeping its query and hash. */
function RedirectTo({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname, search, hash }} replace />;
}

export const appRoutes = shellRoutes([
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  {
    path: 'profile',
    element: (
      <RequireAuth>
        <ProfilePage />
      </RequireAuth>
    ),
  },
  // Personal access tokens for the documented API (issue 28).
  {
    path: 'developer-settings',
    element: (
      <RequireAuth>
        <DeveloperSettingsPage />
      </RequireAuth>
    ),
  },
  // A student's public profile; :id is their uid (detail pages' seller cards link here).
  { path: 'users/:id', element: <PublicProfilePage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'borrow', element: <BorrowPage /> },
  { path: 'product/:id', element: <ProductDetailPage /> },
  {
    path: 'product/:id/edit',
    element: (
      <RequireAuth>
        <EditListingPage />
      </RequireAuth>
    ),
  },
  {
    path: 'create-listing',
    element: (
      <RequireAuth message="Please login to create listing">
        <CreateListingPage />
      </RequireAuth>
    ),
  },
  {
    path: 'manage-listings',
    element: (
      <RequireAuth>
        <ManageListingsPage />
      </RequireAuth>
    ),
  },
  { path: 'request', element: <RequestsPage /> },
  // The plural is what people type (and what document 2 links to): the browse page is /request.
  { path: 'requests', element: <RedirectTo pathname="/request" /> },
  { path: 'request/:id', element: <RequestDetailPage /> },
  {
    path: 'request/:id/edit',
    element: (
      <RequireAuth>
        <EditRequestPage />
      </RequireAuth>
    ),
  },
  {
    path: 'create-request',
    element: (
      <RequireAuth>
        <CreateRequestPage />
      </RequireAuth>
    ),
  },
  {
    path: 'manage-requests',
    element: (
      <RequireAuth>
        <ManageRequestsPage />
      </RequireAuth>
    ),
  },
  { path: 'roommate-finder', element: <RoommatesPage /> },
  { path: 'roommate-finder/:id', element: <RoommateDetailPage /> },
  {
    path: 'roommate-finder/:id/edit',
    element: (
      <RequireAuth>
        <EditRoommatePage />
      </RequireAuth>
    ),
  },
  {
    path: 'create-roommate-request',
    element: (
      <RequireAuth>
        <CreateRoommatePage />
      </RequireAuth>
    ),
  },
  {
    path: 'manage',
    element: (
      <RequireAuth>
        <ManageDashboardPage />
      </RequireAuth>
    ),
  },
  {
    path: 'inbox',
    element: (
      <RequireAuth>
        <InboxPage />
      </RequireAuth>
    ),
  },
  {
    path: 'messages',
    element: (
      <RequireAuth>
        <MessagesPage />
      </RequireAuth>
    ),
  },
  {
    path: 'notifications',
    element: (
      <RequireAuth>
        <NotificationsPage />
      </RequireAuth>
    ),
  },
  {
    path: 'saved-searches',
    element: (
      <RequireAuth>
        <SavedSearchesPage />
      </RequireAuth>
    ),
  },
  {
    path: 'reviews',
    element: (
      <RequireAuth>
        <ReviewsPage />
      </RequireAuth>
    ),
  },
  ...['chat/:itemId/:conversationId', 'chat/borrow/:itemId/:conversationId', 'chat/roommate/:itemId/:conversationId'].map((path) => ({
    path,
    element: (
      <RequireAuth>
        <ChatPage />
      </RequireAuth>
    ),
  })),
  // Public: anyone may compare the plans; buying asks a visitor to log in first.
  { path: 'subscription-plans', element: <SubscriptionPlansPage /> },
  {
    path: 'subscription-management',
    element: (
      <RequireAuth>
        <SubscriptionManagementPage />
      </RequireAuth>
    ),
  },
  // The shop's pages (stores, cart, checkout, confirmation) have a table of their own (store-routes).
  ...['mini-stores/*', 'all-stores/*', 'cart/*', 'checkout/*', 'order-confirmation/*'].map((path) => ({ path, element: <StoreRoutes /> })),
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'contact', element: <ContactPage /> },
  ...['about', 'how-it-works', 'terms', 'privacy', 'faq'].map((path) => ({ path, element: <StaticPage /> })),
  // Also under /staging (spec 2, 2.9).
  ...['recruitment/*', 'staging/recruitment/*'].map((path) => ({ path, element: <RecruitmentRoutes /> })),
  { path: 'staging/admin/*', element: <StagingAdminRedirect /> },
  // Reporting is open to every viewer (document 1, section 10), as the detail pages' button is.
  { path: 'report', element: <ReportPage /> },
  // The design test pages (spec 3, 2.1): the living style guide and the layout aids.
  { path: 'test-design-system', element: <DesignSystemPage /> },
  { path: 'design-debugger', element: <DesignDebuggerPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

/**
 * Starts loading the code of the page a visit lands on (the public pages: home, browse, details)
 * while the app itself starts, instead of after the shell's first render: one step less before
 * the page's first paint.
 */
export function preloadLandingPage(pathname: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  let signedInPage = false;
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const element = route.element as ReactElement<{ children?: ReactNode }> | undefined;
    if (element?.type === RequireAuth) {
      signedInPage = true;
      loads.push(RequireAuth.ready);
      // The page loads beside the session check, not after it; the first render waits for the
      // check only (what the server's markup shows).
      if (isValidElement(element.props.children)) void (element.props.children.type as Page).preload?.().catch(() => {});
      continue;
    }
    const type = element?.type as Page | undefined;
    if (type?.preload) loads.push(type.preload());
  }
  // The pages that show posts and offers are the public ones; a signed-in page (the inbox) loads
  // those parts only if it shows them.
  if (!signedInPage) {
    preloadPostSlots();
    preloadOfferSlots();
  }
  return Promise.all(loads);
}

type Page = { preload?: () => Promise<unknown> };
