import { lazy, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/require-auth';
import { page } from './lazy-page';

/*
 * The mini stores' pages (/mini-stores and below, /all-stores), each its own chunk. They sit in this
 * table, loaded with the first of them, instead of in the app's, which every first load carries.
 */
const AllStoresPage = page(() => import('../features/stores/all-stores-page'));
const MiniStoresPage = page(() => import('../features/stores/mini-stores-page'));
const StorePage = page(() => import('../features/stores/store-page'));
const StoreProductPage = page(() => import('../features/stores/store-product-page'));
const CreateProductPage = lazy(() => import('../features/stores/create-product-page'));
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

/** The app mounts this table at /all-stores/* and /mini-stores/*. */
const tableFor = (pathname: string) =>
  pathname === '/all-stores' || pathname.startsWith('/all-stores/')
    ? { routes: ALL_STORES_ROUTES, base: '/all-stores' }
    : { routes: STORE_ROUTES, base: '/mini-stores' };

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
 * /all-stores, and /mini-stores and below: the home, a store, a product, and Add New Product (for
 * the store's owner).
 */
export default function StoreRoutes() {
  return useRoutes(tableFor(useLocation().pathname).routes);
}
