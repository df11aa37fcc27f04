import { Button } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { EmptyState } from '@web/ui/empty-state';
import { ErrorState } from '@web/ui/error-state';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Skeleton } from '@web/ui/skeleton';
import { keepPreviousData } from '@tanstack/react-query';
import { Package, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import type { ProductCategory, StoreProduct } from '@thriftz/client/generated/model';
import { useListPortalProducts } from '@thriftz/client/generated/store-products/store-products';
import { useDebounced } from '../../lib/use-debounced';
import { ViewToggle, type ViewMode } from '../../ui/view-toggle';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from './product-form';
import { ProductFormDialog } from './product-form-dialog';
import { ProductCard, ProductRow } from './product-item';
import { PRODUCT_ACTION_MESSAGES, useProductActions } from './use-product-actions';

const PAGE_SIZE = 100;

function ProductsSkeleton() {
  return (
    <ul role="status" aria-label="Loading products" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="card overflow-hidden">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-9 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The store's products, active or not: find, add, edit, activate or deactivate, delete. */
export function ProductsTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [view, setView] = useState<ViewMode>('grid');
  const [editing, setEditing] = useState<{ product?: StoreProduct } | null>(null);
  const query = useDebounced(search.trim());
  const products = useListPortalProducts(
    { ...(query ? { search: query } : {}), ...(category ? { category } : {}), pageSize: PAGE_SIZE },
    // A new filter keeps the last list on screen until its answer comes.
    { query: { placeholderData: keepPreviousData } },
  );
  const actions = useProductActions();
  const filtered = Boolean(query || category);

  const itemActions = (product: StoreProduct) => ({
    onEdit: (p: StoreProduct) => setEditing({ product: p }),
    onToggle: actions.toggleActive,
    onDelete: actions.askDelete,
    toggling: actions.toggling === product._id,
  });

  return (
    <section aria-labelledby="products-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="products-heading" className="text-xl font-bold text-fg">
            Products
          </h1>
          <p className="mt-1 text-sm text-fg-muted">
            {products.data ? `${products.data.total} product${products.data.total === 1 ? '' : 's'}` : 'Your store’s catalogue.'}
          </p>
        </div>
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Button>
      </div>

      <div className="card flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <Input
            type="search"
            aria-label="Search products by title"
            placeholder="Search products..."
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            leadingIcon={<Search className="size-4" />}
          />
        </div>
        <div className="flex gap-3">
          <Select aria-label="Category" className="flex-1 sm:w-48" value={category} onChange={(e) => setCategory(e.target.value as ProductCategory | '')}>
            <option value="">All categories</option>
            {PRODUCT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {PRODUCT_CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {products.isPending ? (
        <ProductsSkeleton />
      ) : products.isError ? (
        <ErrorState title="Failed to load products" onRetry={() => void products.refetch()} retrying={products.isFetching} />
      ) : products.data.items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={filtered ? 'No products match your search.' : 'No products yet.'}
          action={
            filtered ? undefined : (
              <Button onClick={() => setEditing({})}>
                <Plus aria-hidden="true" className="size-4" />
                Add your first product
              </Button>
            )
          }
        />
      ) : view === 'grid' ? (
        <ul aria-label="Products" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.data.items.map((product) => (
            <ProductCard key={product._id} product={product} {...itemActions(product)} />
          ))}
        </ul>
      ) : (
        <ul aria-label="Products" className="space-y-3">
          {products.data.items.map((product) => (
            <ProductRow key={product._id} product={product} {...itemActions(product)} />
          ))}
        </ul>
      )}
      {products.data && products.data.total > products.data.items.length ? (
        <p className="text-center text-sm text-fg-subtle">
          Showing the newest {products.data.items.length} of {products.data.total}. Search or filter to find the others.
        </p>
      ) : null}

      <ProductFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} product={editing?.product} />
      <ConfirmDialog
        open={actions.toDelete !== null}
        onOpenChange={(open) => !open && actions.askDelete(null)}
        title="Delete product"
        description={PRODUCT_ACTION_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={actions.deleting}
        onConfirm={actions.confirmDelete}
      />
    </section>
  );
}
