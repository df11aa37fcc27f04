import { ArrowRight, Rocket, Store as StoreIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListFeaturedStoreProducts } from '@thriftz/client/generated/store-products/store-products';
import { useGetStoreShowcase, useListStores } from '@thriftz/client/generated/stores/stores';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SectionHeading } from '../../ui/section-heading';
import { SponsoredCard } from '../../ui/sponsored-card';
import { Skeleton } from '../../ui/skeleton';
import { HeroCarousel } from './hero-carousel';
import { PRODUCT_GRID_CLASSES, ProductCard } from './product-card';
import { PromoBanner } from './promo-banner';
import { STORE_GRID_CLASSES, StoreCard } from './store-card';
import { BROWSE_STORE_CATEGORIES, STORE_CATEGORY_LOOK, STORE_MESSAGES } from './store-labels';

/** Featured Products shows at most 12 boosted products (document 2, section 9). */
export const FEATURED_PRODUCTS_LIMIT = 12;
export const FEATURED_STORES_PAGE_SIZE = 8;

/** The store application's subject, prefilled on the contact form. */
export const STORE_APPLICATION_HREF = `/contact?subject=${encodeURIComponent('Store application')}`;

function HomeSkeleton() {
  return (
    <div className="container-page space-y-10 py-6 sm:py-8">
      <p role="status" className="text-center text-sm font-semibold text-primary-ink">
        {STORE_MESSAGES.loading}
      </p>
      <Skeleton className="h-[22rem] w-full rounded-2xl sm:h-[26rem]" />
      <div className={STORE_GRID_CLASSES} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function CategoryGrid() {
  const categories = BROWSE_STORE_CATEGORIES.filter((c) => c !== 'all');
  return (
    <section aria-labelledby="store-categories-heading">
      <SectionHeading id="store-categories-heading" eyebrow="Categories" title="Browse by Category" />
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {categories.map((category) => {
          const look = STORE_CATEGORY_LOOK[category];
          return (
            <li key={category} className="grid">
              <Link
                to={`/all-stores?category=${category}`}
                className="card flex flex-col items-center gap-2 p-5 text-center transition-shadow hover:shadow-lg"
                style={{ backgroundImage: look.tint }}
              >
                <span aria-hidden="true" className="text-4xl">
                  {look.emoji}
                </span>
                <span className="text-sm font-semibold text-fg">{look.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StartSelling() {
  return (
    <section
      aria-labelledby="start-selling-heading"
      className="overflow-hidden rounded-2xl p-8 text-white sm:p-12"
      style={{ backgroundImage: 'linear-gradient(135deg, #0f172a, #064e3b)' }}
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <Rocket aria-hidden="true" className="size-10 text-amber-400" />
          <h2 id="start-selling-heading" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to Start Selling?
          </h2>
          <p className="mt-2 text-slate-200">
            Open your own mini store: your products, your prices, and buyers right on your campus.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={STORE_APPLICATION_HREF}>Create Your Store</Link>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <Link to="/how-it-works">Learn More</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * /mini-stores: promo strip, hero carousel, a sponsored card, the featured (premium) stores, the
 * featured (boosted) products, the store categories, an invitation to open a store, and a floating
 * View All Stores button.
 */
export default function MiniStoresPage() {
  useDocumentTitle('Mini Stores');
  const showcase = useGetStoreShowcase({ query: { staleTime: 60_000 } });
  const stores = useListStores({ premium: true, pageSize: FEATURED_STORES_PAGE_SIZE });
  const products = useListFeaturedStoreProducts({ limit: FEATURED_PRODUCTS_LIMIT });
  const queries = [showcase, stores, products];

  if (queries.some((q) => q.isPending)) return <HomeSkeleton />;
  if (!showcase.data || !stores.data || !products.data) {
    return (
      <div className="container-page py-16">
        <ErrorState
          title={STORE_MESSAGES.homeFailed}
          retrying={queries.some((q) => q.isFetching)}
          onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        >
          {STORE_MESSAGES.homeFailedText}
        </ErrorState>
      </div>
    );
  }

  const featured = products.data.slice(0, FEATURED_PRODUCTS_LIMIT).filter((p) => p.store.slug);

  return (
    <div className="pb-24">
      <h1 className="sr-only">Mini Stores</h1>
      <PromoBanner promos={showcase.data.promos} />
      <div className="container-page space-y-10 pt-6 sm:pt-8">
        <HeroCarousel slides={showcase.data.slides} />

        <SponsoredCard
          storageKey="thriftz.mini-stores.sponsored-dismissed"
          title="Shop the Best Deals!"
          text="Hand-picked student stores with fresh finds every week."
          to="/all-stores"
          cta="Browse stores"
        />

        <section aria-labelledby="featured-stores-heading">
          <div className="flex items-end justify-between gap-4">
            <SectionHeading id="featured-stores-heading" eyebrow="Premium" title="Featured Stores" />
            <Link to="/all-stores" className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-primary-ink hover:underline sm:inline-flex">
              All stores <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          {stores.data.items.length === 0 ? (
            <EmptyState icon={StoreIcon} title={STORE_MESSAGES.noStores} className="mt-6">
              {STORE_MESSAGES.noStoresText}
            </EmptyState>
          ) : (
            <ul className={`mt-6 ${STORE_GRID_CLASSES}`}>
              {stores.data.items.map((store) => (
                <li key={store._id} className="grid">
                  <StoreCard store={store} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {featured.length > 0 ? (
          <section aria-labelledby="featured-products-heading">
            <SectionHeading id="featured-products-heading" eyebrow="Hot right now" title="Featured Products" />
            <ul className={`mt-6 ${PRODUCT_GRID_CLASSES}`}>
              {featured.map((product) => (
                <li key={product._id} className="grid">
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <CategoryGrid />
        <StartSelling />
      </div>

      <Link
        to="/all-stores"
        className="fixed bottom-5 right-5 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-primary-solid px-5 text-sm font-semibold text-white shadow-md hover:bg-primary-solid-hover"
      >
        <StoreIcon aria-hidden="true" className="size-5" />
        View All Stores
      </Link>
    </div>
  );
}
