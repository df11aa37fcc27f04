import { ArrowRight, Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListHotDeals } from '@thriftz/client/generated/listings/listings';
import { SectionHeading } from '../../ui/section-heading';
import { ListingCard, ListingCardSkeleton } from '../../ui/posts/listing-card';

const HOT_DEALS_LIMIT = 3;
/** Phones scroll the three cards sideways; from sm they sit in a row. */
const rowClasses =
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0';
const itemClasses = 'grid w-[72%] shrink-0 snap-start sm:w-auto';

/** The home page's Hot Deals: up to 3 listings, boosted first; hidden when there are none. */
export function HomeHotDeals() {
  const query = useListHotDeals({ query: { staleTime: 60_000 } });
  const items = query.data?.items.slice(0, HOT_DEALS_LIMIT) ?? [];
  if (query.isError || (query.isSuccess && items.length === 0)) return null;

  return (
    <section aria-labelledby="hot-deals-heading" className="container-page pt-14 sm:pt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="hot-deals-heading"
          eyebrow={
            <span className="inline-flex items-center gap-1.5 text-accent-ink">
              <Flame aria-hidden="true" className="size-4" />
              Hot Deals
            </span>
          }
          title="Fresh on campus right now"
        />
        <Link
          to="/products"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-ink hover:underline sm:min-h-0"
        >
          See all products <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading hot deals" className={`mt-8 ${rowClasses}`}>
          {Array.from({ length: HOT_DEALS_LIMIT }, (_, index) => (
            <div key={index} className={itemClasses}>
              <ListingCardSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <ul className={`mt-8 ${rowClasses}`}>
          {items.map((listing) => (
            <li key={listing._id} className={itemClasses}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
