import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RequireAuth } from '../features/auth/require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// Each page is its own chunk.
const HomePage = lazy(() => import('../features/marketing/home-page'));
const AboutPage = lazy(() => import('../features/marketing/about-page'));
const TermsPage = lazy(() => import('../features/marketing/terms-page'));
const PrivacyPage = lazy(() => import('../features/marketing/privacy-page'));
const FaqPage = lazy(() => import('../features/marketing/faq-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ProfilePage = lazy(() => import('../features/users/profile-page'));
const ProductsPage = lazy(() => import('../features/listings/products-page'));
const BorrowPage = lazy(() => import('../features/listings/borrow-page'));
const ProductDetailPage = lazy(() => import('../features/listings/product-detail-page'));
const CreateListingPage = lazy(() => import('../features/listings/create-listing-page'));
const ManageListingsPage = lazy(() => import('../features/listings/manage-listings-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
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
      { path: 'products', element: <ProductsPage /> },
      { path: 'borrow', element: <BorrowPage /> },
      { path: 'product/:id', element: <ProductDetailPage /> },
      {
        path: 'create-listing',
        element: (
          <RequireAuth>
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
      { path: 'about', element: <AboutPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
