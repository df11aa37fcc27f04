import { keepPreviousData } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useListStores } from '@thriftz/client/generated/stores/stores';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { SponsoredCard } from '../../ui/sponsored-card';
import { STORE_GRID_CLASSES, StoreCard, StoreGridSkeleton } from './store-card';
import { BROWSE_STORE_CATEGORIES, browseCategoryLabel, parseStoreCategory, STORE_MESSAGES } from './store-labels';

export const STORES_PAGE_SIZE = 12;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /all-stores: every store, filtered by the category chips (?category=, default all), a page at a time. */
export default function AllStoresPage() {
  useDocumentTitle('All Mini Stores');
  const [params, setParams] = useSearchParams();
  const category = parseStoreCategory(params.get('category'));
  const page = readPage(params.get('page'));
  const query = useListStores(
    { ...(category === 'all' ? {} : { category }), page, pageSize: STORES_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );

  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'all') search.delete('category');
    else search.set('category', next);
    search.delete('page');
    setParams(search);
  };
  const goToPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next <= 1) search.delete('page');
    else search.set('page', String(next));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="pb-16">
      <PageHeader eyebrow="Mini Stores" title="All Mini Stores" lead="Student-run stores on your campus: pick a category, open a store, and shop." />
      <div className="container-page mt-6 space-y-6 sm:mt-8">
        <nav aria-label="Store categories">
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2 sm:flex-wrap sm:overflow-visible">
            {BROWSE_STORE_CATEGORIES.map((chip) => {
              const active = chip === category;
              return (
                <li key={chip} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => choose(chip)}
                    aria-pressed={active}
                    className={cn(
                      'inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors sm:h-10',
                      active
                        ? 'border-primary-solid bg-primary-solid text-white'
                        : 'border-line-strong bg-surface text-fg-muted hover:border-slate-400 hover:text-fg',
                    )}
                  >
                    {browseCategoryLabel(chip)}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <SponsoredCard
          storageKey="thriftz.all-stores.sponsored-dismissed"
          title="Start Your Own Store!"
          text="Sell to your whole campus from a store of your own."
          to="/mini-stores"
          cta="Learn how"
        />

        <section aria-label="Stores">
          {query.isPending ? (
            <StoreGridSkeleton label="Loading stores…" />
          ) : !data ? (
            <ErrorState title={STORE_MESSAGES.storesFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : data.items.length === 0 ? (
            <EmptyState icon={SearchX} title={STORE_MESSAGES.noStoresInCategory} />
          ) : (
            <>
              <ul className={cn(STORE_GRID_CLASSES, 'transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData || undefined}>
                {data.items.map((store, index) => (
                  <li key={store._id} className="grid">
                    <StoreCard store={store} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} onPageChange={goToPage} className="mt-10" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
