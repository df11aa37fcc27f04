import { ArrowRight, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListFeaturedStoreProducts } from '@thriftz/client/generated/store-products/store-products';
import { ProductCard, ProductGridSkeleton } from './product-card';

/** Hot Deals' second half: up to 3 boosted mini-store products (document 1, Home). */
export const HOME_STORE_PICKS_LIMIT = 3;
/** Phones scroll the three cards sideways, as the student listings above them do; from sm they sit in a row. */
const rowClasses =
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0';
const itemClasses = 'grid w-[72%] shrink-0 snap-start sm:w-auto';

/** Nothing when no store has a boosted product (or the call fails): the listings' deals stand alone. */
export function HomeStorePicks() {
  // A few more than shown, so a sold-out boost does not take a deal's place.
  const query = useListFeaturedStoreProducts({ limit: HOME_STORE_PICKS_LIMIT * 2 }, { query: { staleTime: 60_000 } });
  const products = (query.data ?? []).filter((product) => product.stock > 0).slice(0, HOME_STORE_PICKS_LIMIT);
  if (query.isError || (query.isSuccess && products.length === 0)) return null;

  return (
    <section aria-labelledby="store-picks-heading" className="container-page pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 id="store-picks-heading" className="inline-flex items-center gap-2 text-lg font-bold text-fg sm:text-xl">
          <Store aria-hidden="true" className="size-5 text-primary" />
          Picks from the mini stores
        </h3>
        <Link
          to="/mini-stores"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-ink hover:underline sm:min-h-0"
        >
          Visit the mini stores <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <ProductGridSkeleton count={HOME_STORE_PICKS_LIMIT} label="Loading picks from the mini stores" className={`mt-6 ${rowClasses}`} />
      ) : (
        <ul className={`mt-6 ${rowClasses}`}>
          {products.map((product) => (
            <li key={product._id} className={itemClasses}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
