import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { BottomSheet } from '../dialog';
import { Skeleton } from '../skeleton';
import { ActiveFilters, type RemovableChip } from './active-filters';
import { resultCountLabel } from '../../lib/posts/browse-params';
import { BrowseResults, type BrowseResultsProps } from './browse-results';
import { usePostSlots } from './post-slots';
import { SearchBox } from './search-box';
import { SortSelect, type SortSelectProps } from './sort-select';

export interface BrowseSearch {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** The input's accessible name; SearchBox's own default when left out. */
  label?: string;
}

export interface BrowseLayoutProps<Item extends { _id: string }, Sort extends string, Patch>
  extends Omit<BrowseResultsProps<Item>, 'onPageChange'> {
  hero: ReactNode;
  /** Drawn above the search row; it may render nothing (a dismissed banner). */
  banner?: ReactNode;
  /** Drawn under the results (an ad slot); it may render nothing. */
  afterResults?: ReactNode;
  /** Drawn beside the active filters (a listings browse's "Save this search"); it may render nothing. */
  filterActions?: ReactNode;
  search: BrowseSearch;
  /** Drawn twice: in the desktop column and in the phone sheet. */
  filterPanel: ReactNode;
  chips: readonly RemovableChip<Patch>[];
  onFiltersChange: (patch: Patch) => void;
  sort: SortSelectProps<Sort>;
  onPageChange: (page: number) => void;
}

/**
 * The frame shared by the browse pages (listings, requests, roommates): hero, search with the
 * phone Filters button, filters in a left column on desktop and a bottom sheet on phones, result
 * count, sort, removable chips and the results. Filters stay with the page, in its URL.
 */
export function BrowseLayout<Item extends { _id: string }, Sort extends string, Patch>({
  hero,
  banner,
  afterResults,
  filterActions,
  search,
  filterPanel,
  chips,
  onFiltersChange,
  sort,
  onPageChange,
  ...results
}: BrowseLayoutProps<Item, Sort, Patch>) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const { Ad } = usePostSlots();
  const { query, filtered, onReset } = results;
  const data = query.data;
  // The search has its own box; the badge counts what the sheet hides.
  const activeCount = chips.filter((chip) => chip.key !== 'q').length;
  const countLabel = data ? resultCountLabel(data.total, data.totalIsCapped ?? false) : null;

  const goToPage = (next: number) => {
    onPageChange(next);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className="pb-16">
      {hero}
      <div className="container-page mt-6 sm:mt-8">
        {banner}
        <div className="mt-6 flex gap-2 first:mt-0">
          <SearchBox
            value={search.value}
            onSearch={search.onSearch}
            placeholder={search.placeholder}
            label={search.label}
            className="flex-1"
          />
          <Button
            variant="secondary"
            onClick={() => setSheetOpen(true)}
            className="h-12 shrink-0 px-3.5 sm:h-12 lg:hidden"
            aria-haspopup="dialog"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            <span className="max-[379px]:sr-only">Filters</span>
            {activeCount > 0 ? (
              <span className="tabular inline-flex size-5 items-center justify-center rounded-full bg-primary-solid text-xs font-bold text-white">
                {activeCount > 9 ? '9+' : activeCount}
              </span>
            ) : null}
          </Button>
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <div className="hidden lg:block">
            <aside aria-labelledby="filters-heading" className="card p-5">
              <h2 id="filters-heading" className="mb-4 flex items-center gap-2 text-base font-semibold text-fg">
                <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
                Filters
              </h2>
              {filterPanel}
            </aside>
            {/* The column's end: whatever arrives here moves nothing else. */}
            <Ad position="sidebar" className="mt-6" />
          </div>

          <section aria-labelledby="results-heading" className="min-w-0">
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            <div className="flex items-center justify-between gap-3">
              <div className="tabular text-sm font-semibold text-fg" role="status" aria-live="polite">
                {countLabel ?? (query.isError ? null : <Skeleton className="h-5 w-24" />)}
              </div>
              <SortSelect {...sort} />
            </div>
            <div className="mt-4 flex flex-wrap items-start justify-between gap-3 empty:hidden">
              <ActiveFilters chips={chips} onChange={onFiltersChange} onReset={onReset} />
              {filterActions}
            </div>
            <div className="mt-5">
              <BrowseResults {...results} onPageChange={goToPage} />
            </div>
            {afterResults}
          </section>
        </div>
      </div>

      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title="Filters"
        footer={
          <div className="flex gap-3">
            <Button variant="secondary" size="lg" onClick={onReset} disabled={!filtered} className="flex-1">
              Reset
            </Button>
            <Button size="lg" onClick={() => setSheetOpen(false)} className="flex-[2]">
              {countLabel ? `Show ${countLabel}` : 'Show results'}
            </Button>
          </div>
        }
      >
        <div className="p-4">{filterPanel}</div>
      </BottomSheet>
    </div>
  );
}
