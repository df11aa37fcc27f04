import { lazy, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/require-auth';
import { page } from './lazy-page';

/*
 * The mini stores' pages (/mini-stores and below, /all-stores) and the shopping that follows them
 * (/cart, /checkout, /order-confirmation), each its own chunk. They sit in this table, loaded with
 * the first of them, instead of in the app's, which every first load carries.
 */
const AllStoresPage = page(() => import('../features/stores/all-stores-page'));
const MiniStoresPage = page(() => import('../features/stores/mini-stores-page'));
const StorePage = page(() => import('./store-page-route'));
const StoreProductPage = page(() => import('../features/stores/store-product-page'));
const CreateProductPage = lazy(() => import('../features/stores/create-product-page'));
const CartPage = lazy(() => import('../features/cart/cart-page'));
const CheckoutPage = lazy(() => import('./checkout-route'));
const OrderConfirmationPage = lazy(() => import('../features/orders/order-confirmation-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

const STORE_ROUTES: RouteObject[] = [
  { index: true, element: <MiniStoresPage /> },
  // :storeName is the store's id or its slug.
  { path: ':storeName', element: <StorePage /> },
  {
    path: ':storeId/create-product',
    element: (
      <RequireAuth message="Please login to create a product">
        <CreateProductPage />
      </RequireAuth>
    ),
  },
  { path: ':storeSlug/product/:productId', element: <StoreProductPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const ALL_STORES_ROUTES: RouteObject[] = [
  { index: true, element: <AllStoresPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const onePage = (element: ReactElement): RouteObject[] => [
  { index: true, element },
  { path: '*', element: <NotFoundPage /> },
];

/** Each top-level path this table answers for, with its own table; the app mounts it at each. */
const TABLES: Record<string, RouteObject[]> = {
  '/mini-stores': STORE_ROUTES,
  '/all-stores': ALL_STORES_ROUTES,
  // The cart lives in the browser: visitors have one too. Checkout asks a visitor to log in itself,
  // after the spec's empty-cart check (and with its own words).
  '/cart': onePage(<CartPage />),
  '/checkout': onePage(<CheckoutPage />),
  '/order-confirmation': onePage(
    <RequireAuth>
      <OrderConfirmationPage />
    </RequireAuth>,
  ),
};
export const SHOP_PATHS = Object.keys(TABLES);

const tableFor = (pathname: string) => {
  const base = SHOP_PATHS.find((top) => pathname === top || pathname.startsWith(`${top}/`)) ?? '/mini-stores';
  return { routes: TABLES[base]!, base };
};

/** Starts loading the page a path shows, so it renders with this table. */
export function preloadStorePage(pathname: string): Promise<unknown> {
  const { routes, base } = tableFor(pathname);
  const loads = (matchRoutes(routes, pathname, base) ?? []).map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
    return type?.preload?.();
  });
  // A failed preload is not this table's failure: the page's own load tries again when it renders.
  return Promise.all(loads).catch(() => undefined);
}

/**
 * /all-stores, and /mini-stores and below (the home, a store, a product, and Add New Product for the
 * store's owner); /cart, /checkout and /order-confirmation.
 */
export default function StoreRoutes() {
  return useRoutes(tableFor(useLocation().pathname).routes);
}
