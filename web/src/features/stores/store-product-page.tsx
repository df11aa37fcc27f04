import { ArrowLeft, Minus, PackageX, Plus, ShoppingCart, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { useGetStoreProduct } from '@thriftz/client/generated/store-products/store-products';
import { addToCart, toCartItem } from '../../lib/cart';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { DetailLoadFailed, DetailSkeleton } from '../../ui/posts/detail-page-parts';
import { ShareButton } from '../../ui/posts/detail-contact';
import { ProductGallery } from '../../ui/posts/product-gallery';
import { ApiError } from '@thriftz/client/fetcher';
import { HotBadge, NewBadge } from './product-card';
import { LOW_STOCK, PRODUCT_CATEGORY_LABELS, STORE_MESSAGES, storePath } from './store-labels';

/** Back where the buyer came from; a page opened from a shared link goes to the store instead. */
function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
}

function StockLine({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="text-sm font-semibold text-danger-ink">Out of Stock</p>;
  if (stock <= LOW_STOCK) return <p className="text-sm font-semibold text-accent-ink">Only {stock} left</p>;
  return <p className="text-sm font-medium text-primary-ink">In stock</p>;
}

function SizePicker({ product, value, onChange }: { product: StoreProduct; value: string | null; onChange: (size: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-fg">Size</legend>
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((size) => {
          const soldOut = size.stock <= 0;
          return (
            <label key={size._key} className={cn('relative', soldOut ? 'cursor-not-allowed' : 'cursor-pointer')}>
              <input
                type="radio"
                name="size"
                value={size.size}
                checked={value === size.size}
                disabled={soldOut}
                onChange={() => onChange(size.size)}
                className="peer sr-only"
                aria-label={soldOut ? `${size.size} (out of stock)` : size.size}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-11 min-w-12 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors sm:h-10',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                  'peer-checked:border-primary-solid peer-checked:bg-primary-solid peer-checked:text-white',
                  soldOut ? 'border-line bg-slate-50 text-fg-subtle line-through' : 'border-line-strong bg-surface text-fg hover:border-slate-400',
                )}
              >
                {size.size}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuantityPicker({ value, max, onChange }: { value: number; max: number; onChange: (q: number) => void }) {
  const top = Math.max(1, max);
  const set = (q: number) => onChange(Math.min(top, Math.max(1, Math.floor(q) || 1)));
  return (
    <div>
      <label htmlFor="product-quantity" className="mb-2 block text-sm font-semibold text-fg">
        Quantity
      </label>
      <div className="inline-flex items-center rounded-lg border border-line-strong bg-surface">
        <button type="button" onClick={() => set(value - 1)} disabled={value <= 1} aria-label="Decrease quantity" className="inline-flex size-11 items-center justify-center text-fg-muted hover:text-fg disabled:opacity-40 sm:size-10">
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id="product-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
          className="tabular h-11 w-14 border-x border-line-strong bg-transparent text-center text-base font-semibold text-fg [appearance:textfield] sm:h-10 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" onClick={() => set(value + 1)} disabled={value >= top} aria-label="Increase quantity" className="inline-flex size-11 items-center justify-center text-fg-muted hover:text-fg disabled:opacity-40 sm:size-10">
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

function ProductDetail({ product, storeSlug }: { product: StoreProduct; storeSlug: string }) {
  useDocumentTitle(product.title);
  const sized = product.hasSizes && product.sizes.length > 0;
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const chosen = sized && size ? product.sizes.find((s) => s.size === size) : undefined;
  const available = chosen ? chosen.stock : product.stock;
  const boosted = product.boosted && product.boostLocation === 'miniStore';
  const goBack = useGoBack(storePath(storeSlug));

  const add = () => {
    if (product.stock <= 0) return void toast.error(STORE_MESSAGES.outOfStock);
    if (sized && !size) return void toast.error(STORE_MESSAGES.selectSize);
    addToCart(toCartItem(product, sized ? size : null, quantity));
    toast.success(STORE_MESSAGES.addedToCart);
    setAdded(true);
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <Button variant="ghost" size="sm" className="-ml-3" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <ProductGallery images={product.images} title={product.title} />
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {boosted ? <HotBadge label="Boosted" /> : null}
            {product.isNew ? <NewBadge /> : null}
            {product.isHot ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent-ink ring-1 ring-amber-200">Hot deal</span>
            ) : null}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{PRODUCT_CATEGORY_LABELS[product.category]}</span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{product.title}</h1>
          <p className="tabular text-3xl font-bold text-fg">{formatRupees(product.price)}</p>
          <StockLine stock={available} />
          {product.store.slug ? (
            <Link to={storePath(product.store.slug)} className="inline-flex items-center gap-2 text-sm font-semibold text-primary-ink hover:underline">
              <StoreIcon aria-hidden="true" className="size-4" />
              {product.store.name}
            </Link>
          ) : null}

          {sized ? (
            <SizePicker
              product={product}
              value={size}
              onChange={(next) => {
                setSize(next);
                setQuantity(1);
              }}
            />
          ) : null}
          {product.stock > 0 ? <QuantityPicker value={quantity} max={available} onChange={setQuantity} /> : null}

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={add} className="flex-1" aria-disabled={product.stock <= 0 || undefined}>
              <ShoppingCart aria-hidden="true" className="size-5" />
              {product.stock <= 0 ? 'Out of Stock' : 'Add to Cart'}
            </Button>
            <ShareButton title={product.title} text={`${product.title} on Thriftz Mini Stores`} size="lg" className="shrink-0" />
          </div>
          {added ? (
            <p role="status" className="flex items-center justify-between gap-3 rounded-lg bg-primary-soft px-4 py-3 text-sm text-primary-ink">
              {STORE_MESSAGES.addedToCart}
              <Link to="/cart" className="font-semibold underline underline-offset-2 hover:no-underline">
                View cart
              </Link>
            </p>
          ) : null}

          {product.description ? (
            <section aria-labelledby="product-description-heading" className="card p-5">
              <h2 id="product-description-heading" className="text-base font-semibold text-fg">
                Description
              </h2>
              <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-fg-muted">{product.description}</p>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function ProductNotFound({ storeSlug }: { storeSlug: string }) {
  useDocumentTitle(STORE_MESSAGES.productNotFound);
  const goBack = useGoBack(storePath(storeSlug));
  return (
    <div className="container-page py-16">
      <EmptyState
        icon={PackageX}
        title={<span className="text-xl">{STORE_MESSAGES.productNotFound}</span>}
        action={
          <Button onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back
          </Button>
        }
      >
        {STORE_MESSAGES.productNotFoundText}
      </EmptyState>
    </div>
  );
}

/**
 * /mini-stores/:storeSlug/product/:productId: one product with its pictures, sizes, quantity, Add
 * to Cart and Share. The server answers 404 for a product of another store.
 */
export default function StoreProductPage() {
  const { storeSlug = '', productId = '' } = useParams();
  const query = useGetStoreProduct(storeSlug, productId);

  if (query.isPending) return <DetailSkeleton label="Loading the product" />;
  if (!query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) return <ProductNotFound storeSlug={storeSlug} />;
    return <DetailLoadFailed title="Failed to load the product. Please try again." retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  // A product moved to another store is not this store's (document 2, section 2.5).
  if (query.data.store.slug && query.data.store.slug !== storeSlug && query.data.store._id !== storeSlug) {
    return <ProductNotFound storeSlug={storeSlug} />;
  }
  return <ProductDetail product={query.data} storeSlug={storeSlug} />;
}
