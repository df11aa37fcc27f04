import { Link } from 'react-router-dom';
import { useGetListingCategoryCounts } from '@thriftz/client/generated/listings/listings';
import type { Category as CategorySlug } from '@thriftz/client/generated/model';
import { formatCount } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';
import { IconTile } from '../../ui/icon-tile';
import { categoryLook } from '../../lib/posts/category-look';
import { CATEGORY_LABELS } from '../../lib/posts/listing-labels';
import { SectionHeading } from '../../ui/section-heading';

interface Category {
  slug: CategorySlug;
  hint: string;
  tint: string;
}

export const HOME_CATEGORIES: Category[] = [
  { slug: 'textbooks', hint: 'Course books, notes, guides', tint: 'bg-sky-50 text-sky-700 ring-sky-100' },
  { slug: 'lab-equipment', hint: 'Coats, kits, instruments', tint: 'bg-teal-50 text-teal-700 ring-teal-100' },
  { slug: 'electronics', hint: 'Laptops, calculators, audio', tint: 'bg-violet-50 text-violet-700 ring-violet-100' },
  { slug: 'furniture', hint: 'Tables, chairs, shelves', tint: 'bg-amber-50 text-amber-700 ring-amber-100' },
  { slug: 'clothing', hint: 'Jackets, ethnic wear, fests', tint: 'bg-rose-50 text-rose-700 ring-rose-100' },
  { slug: 'accessories', hint: 'Bags, watches, bottles', tint: 'bg-orange-50 text-orange-700 ring-orange-100' },
  { slug: 'gaming', hint: 'Consoles, games, controllers', tint: 'bg-indigo-50 text-indigo-700 ring-indigo-100' },
  { slug: 'vehicles', hint: 'Cycles, scooters, helmets', tint: 'bg-emerald-50 text-emerald-700 ring-emerald-100' },
  { slug: 'art-collectibles', hint: 'Supplies, prints, hobbies', tint: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-100' },
  { slug: 'other', hint: 'Everything else students need', tint: 'bg-slate-100 text-slate-700 ring-slate-200' },
];

/** How many live sell listings a card's category has: a short skeleton while it loads, nothing if it failed. */
function CategoryCount({ count, loading }: { count: number | undefined; loading: boolean }) {
  if (count !== undefined) {
    return (
      <p className="mt-2 text-xs font-semibold text-primary-ink sm:text-sm">
        {formatCount(count)} {count === 1 ? 'listing' : 'listings'}
      </p>
    );
  }
  return loading ? <Skeleton className="mt-2 h-4 w-16" /> : null;
}

/** The category cards, each with its number of live listings, opening Buy & Sell filtered to its category. */
export function HomeCategories() {
  // The server keeps its count for 10 seconds: asking more often would read the same figures.
  const counts = useGetListingCategoryCounts({ type: 'sell' }, { query: { staleTime: 10_000 } });
  const countOf = new Map(counts.data?.counts.map((c) => [c.category, c.count]));
  return (
    <section aria-labelledby="categories-heading" className="container-page py-16 sm:py-20">
      <SectionHeading
        id="categories-heading"
        eyebrow="Categories"
        title="Everything student life runs on"
        className="max-w-2xl"
      >
        <p className="mt-3 text-fg-muted">From first-year textbooks to the cycle that gets you to 8 am labs.</p>
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {HOME_CATEGORIES.map(({ slug, hint, tint }) => (
          <li key={slug} className="grid">
            <Link
              to={`/products?category=${slug}`}
              className="card group flex flex-col gap-3 p-4 transition-[box-shadow,border-color] hover:border-emerald-200 hover:shadow-lg sm:p-5"
            >
              <IconTile icon={categoryLook(slug).icon} size="lg" className={`ring-1 ring-inset transition-transform group-hover:scale-105 ${tint}`} />
              <div>
                <h3 className="font-semibold text-fg group-hover:text-primary-ink">{CATEGORY_LABELS[slug]}</h3>
                <p className="mt-0.5 text-xs text-fg-muted sm:text-sm">{hint}</p>
                <CategoryCount count={countOf.get(slug)} loading={counts.isPending} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
