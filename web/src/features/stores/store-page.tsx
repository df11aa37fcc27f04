import { keepPreviousData } from '@tanstack/react-query';
import { PackageOpen, SlidersHorizontal, Store as StoreIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@thriftz/client/fetcher';
import type { Store } from '@thriftz/client/generated/model';
import { useListStoreProducts } from '@thriftz/client/generated/store-products/store-products';
import { useGetStore } from '@thriftz/client/generated/stores/stores';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { BottomSheet } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Pagination } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { PRODUCT_GRID_CLASSES, ProductCard, ProductGridSkeleton } from './product-card';
import { StoreFilterPanel, StoreSortSelect, ViewToggle } from './store-filter-panel';
import { hasActiveFilters, toProductParams, useStoreFilters } from './store-filters';
import { StoreHero } from './store-hero';
import { createProductPath, STORE_MESSAGES } from './store-labels';
import { storeTheme, type StoreTheme } from './store-theme';

function StoreSkeleton() {
  return (
    <div role="status" aria-label="Loading the store">
      <Skeleton className="h-36 w-full rounded-none sm:h-56" />
      <div className="container-page -mt-12 space-y-4 pb-8">
        <Skeleton className="size-20 rounded-2xl" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <div className="container-page">
        <ProductGridSkeleton count={4} label="Loading products…" />
      </div>
    </div>
  );
}

const countLabel = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

function Products({ store, theme }: { store: Store; theme: StoreTheme }) {
  const { storeName = '' } = useParams();
  const { filters, update, reset } = useStoreFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const query = useListStoreProducts(storeName, toProductParams(filters), { query: { placeholderData: keepPreviousData } });
  const data = query.data;
  const filtered = hasActiveFilters(filters);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const list = filters.view === 'list';

  let results;
  if (query.isPending) {
    results = <ProductGridSkeleton label="Loading products…" className={list ? 'grid gap-3' : PRODUCT_GRID_CLASSES} />;
  } else if (!data) {
    results = <ErrorState title={STORE_MESSAGES.storeFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (data.items.length === 0) {
    results = filtered ? (
      <EmptyState
        icon={PackageOpen}
        title="No products match these filters."
        action={
          <Button variant="secondary" onClick={reset}>
            Reset filters
          </Button>
        }
      >
        Try a wider price range or other categories.
      </EmptyState>
    ) : (
      <EmptyState
        icon={PackageOpen}
        title={STORE_MESSAGES.noProducts}
        action={
          store.isOwner ? (
            <Button asChild>
              <Link to={createProductPath(store._id)}>Add Product</Link>
            </Button>
          ) : (
            <p className="rounded-full bg-slate-100 px-4 py-2 text-sm font-semibold text-fg-muted">{STORE_MESSAGES.checkBackLater}</p>
          )
        }
      >
        {STORE_MESSAGES.noProductsText}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <ul
          className={cn(list ? 'grid gap-3' : PRODUCT_GRID_CLASSES, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData || undefined}
        >
          {data.items.map((product, index) => (
            <li key={product._id} className="grid">
              <ProductCard product={product} view={filters.view} priority={index === 0} className={theme.card} />
            </li>
          ))}
        </ul>
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
          className="mt-10"
        />
      </>
    );
  }

  const heading = (
    <div>
      <h2 id="products-heading" className="text-lg font-semibold text-fg">
        Products
      </h2>
      <p className="tabular text-sm text-fg-muted" role="status" aria-live="polite">
        {data ? countLabel(data.total) : null}
      </p>
    </div>
  );

  return (
    <div className="container-page py-6 sm:py-8">
      {theme.showSidebar ? (
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside aria-labelledby="store-filters-heading" className="hidden lg:block">
            <div className="card sticky top-20 p-5">
              <h2 id="store-filters-heading" className="mb-4 flex items-center gap-2 text-base font-semibold text-fg">
                <SlidersHorizontal aria-hidden="true" className={cn('size-4', theme.accentText)} />
                Filters &amp; Sort
              </h2>
              <StoreFilterPanel idPrefix="sidebar" filters={filters} onChange={update} />
            </div>
          </aside>
          <section aria-labelledby="products-heading" className="min-w-0">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              {heading}
              <div className="flex items-center gap-2 lg:hidden">
                <ViewToggle view={filters.view} onChange={(view) => update({ view })} />
                <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  Filters
                </Button>
              </div>
            </div>
            {results}
          </section>
          <BottomSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            title="Filters & Sort"
            footer={
              <div className="flex gap-3">
                <Button variant="secondary" size="lg" onClick={reset} disabled={!filtered} className="flex-1">
                  Reset
                </Button>
                <Button size="lg" onClick={() => setSheetOpen(false)} className="flex-[2]">
                  {data ? `Show ${countLabel(data.total)}` : 'Show results'}
                </Button>
              </div>
            }
          >
            <div className="p-4">
              <StoreFilterPanel idPrefix="sheet" filters={filters} onChange={update} />
            </div>
          </BottomSheet>
        </div>
      ) : (
        <section aria-labelledby="products-heading">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            {heading}
            <div className="flex items-center gap-2">
              <StoreSortSelect id="compact-sort" filters={filters} onChange={update} />
              <ViewToggle view={filters.view} onChange={(view) => update({ view })} />
            </div>
          </div>
          {results}
        </section>
      )}
    </div>
  );
}

/**
 * /mini-stores/:storeName (the store's id or slug): the store's hero, its Filters & Sort (hidden by
 * the minimal theme) and its products, themed by the store's design preset.
 */
/** `reviews` is the store's ratings section, which the app layer passes in (another feature's). */
export default function StorePage({ reviews }: { reviews?: (storeId: string) => ReactNode } = {}) {
  const { storeName = '' } = useParams();
  const store = useGetStore(storeName);
  useDocumentTitle(store.data?.name ?? (store.isError ? STORE_MESSAGES.storeNotFound : 'Mini store'));

  if (store.isPending) return <StoreSkeleton />;
  if (!store.data) {
    const status = store.error instanceof ApiError ? store.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <div className="container-page py-16">
          <EmptyState
            icon={StoreIcon}
            title={<span className="text-xl">{STORE_MESSAGES.storeNotFound}</span>}
            action={
              <Button asChild>
                <Link to="/all-stores">Browse all stores</Link>
              </Button>
            }
          >
            {STORE_MESSAGES.storeNotFoundText}
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="container-page py-16">
        <ErrorState title={STORE_MESSAGES.storeFailed} onRetry={() => void store.refetch()} retrying={store.isFetching} />
      </div>
    );
  }

  const theme = storeTheme(store.data.designPreset);
  return (
    <div className={cn('min-h-screen pb-16', theme.page)} data-theme={theme.name}>
      <StoreHero store={store.data} theme={theme} />
      <Products store={store.data} theme={theme} />
      {reviews ? <div className="container-page mt-10">{reviews(store.data._id)}</div> : null}
    </div>
  );
}
