import { keepPreviousData } from '@tanstack/react-query';
import { Plus, RefreshCw, RotateCcw, SlidersHorizontal, TriangleAlert, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListRoommatePosts } from '../../api/generated/roommates/roommates';
import type { RoommateSort } from '../../api/generated/model';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { BottomSheet } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Eyebrow } from '../../ui/eyebrow';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { resultCountLabel } from '../listings/browse-params';
import { LISTING_GRID_CLASSES, ListingGridSkeleton } from '../listings/listing-card';
import { SearchBox } from '../listings/search-box';
import { ROOMMATE_MESSAGES } from './roommate-actions';
import {
  hasActiveRoommateFilters,
  roommateFilterChips,
  toListRoommatePostsParams,
  type RoommateFilters,
} from './roommate-browse-params';
import { RoommateCard } from './roommate-card';
import { RoommateFilterPanel } from './roommate-filter-panel';
import { isRoommateSort, ROOMMATE_SORT_LABELS, ROOMMATE_SORTS } from './roommate-labels';
import { SponsoredBanner } from './sponsored-banner';
import { useRoommateFilters } from './use-roommate-filters';

function CreateRoommateButton({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to="/create-roommate-request">
        <Plus aria-hidden="true" className="size-4" />
        Post a Roommate Request
      </Link>
    </Button>
  );
}

function RoommatesHero() {
  return (
    <header className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
      <div className="container-page flex flex-col gap-5 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-12">
        <div>
          <Eyebrow>Roommate Finder</Eyebrow>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">Find a roommate on campus</h1>
          <p className="mt-2 max-w-2xl text-fg-muted sm:text-lg">
            Flats, PGs and hostel rooms looking for one more. Chat in the app or on WhatsApp, and move in together.
          </p>
        </div>
        <CreateRoommateButton className="shrink-0 self-start sm:self-auto" />
      </div>
    </header>
  );
}

function ActiveFilters({
  filters,
  onChange,
  onReset,
}: {
  filters: RoommateFilters;
  onChange: (patch: Partial<RoommateFilters>) => void;
  onReset: () => void;
}) {
  const chips = roommateFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.without)}
          aria-label={`Remove filter ${chip.label}`}
          className="inline-flex h-9 max-w-full items-center gap-1.5 rounded-full border border-emerald-200 bg-primary-soft pl-3 pr-2 text-sm font-medium text-primary-ink hover:border-emerald-300 hover:bg-emerald-100"
        >
          <span className="truncate">{chip.label}</span>
          <X aria-hidden="true" className="size-4 shrink-0" />
        </button>
      ))}
      <button
        type="button"
        onClick={onReset}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fg-muted hover:bg-slate-100 hover:text-fg"
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
        Reset
      </button>
    </div>
  );
}

function SortSelect({ value, onChange }: { value: RoommateSort; onChange: (sort: RoommateSort) => void }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor="roommates-sort" className="shrink-0 text-sm text-fg-muted max-sm:sr-only">
        Sort by
      </label>
      <Select
        id="roommates-sort"
        value={value}
        onChange={(event) => {
          if (isRoommateSort(event.target.value)) onChange(event.target.value);
        }}
        className="w-full sm:w-44"
      >
        {ROOMMATE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {ROOMMATE_SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * /roommate-finder (document 2, section 2.3): active roommate posts with search, sort (newest or
 * oldest), a closeable sponsored banner, result count, removable filter chips, reset, filters
 * (left column on desktop, a sheet on phones), skeletons, empty and error states, and pages.
 */
export default function RoommatesPage() {
  useDocumentTitle('Roommate Finder');
  const { filters, update, reset } = useRoommateFilters();
  const [sheetOpen, setSheetOpen] = useState(false);

  const query = useListRoommatePosts(toListRoommatePostsParams(filters), { query: { placeholderData: keepPreviousData } });
  const page = query.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const activeCount = roommateFilterChips(filters).filter((chip) => chip.key !== 'q').length;
  const countLabel = page ? resultCountLabel(page.total, false) : null;
  const filtered = hasActiveRoommateFilters(filters);

  const goToPage = (next: number) => {
    update({ page: next });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const panel = <RoommateFilterPanel filters={filters} onChange={update} />;

  let results;
  if (query.isPending) {
    results = <ListingGridSkeleton count={8} label="Loading roommate requests…" />;
  } else if (query.isError && !page) {
    results = (
      <div role="alert">
        <EmptyState
          icon={TriangleAlert}
          tone="danger"
          title={ROOMMATE_MESSAGES.loadFailed}
          action={
            <Button onClick={() => void query.refetch()} busy={query.isFetching}>
              {query.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
              Try Again
            </Button>
          }
        />
      </div>
    );
  } else if (page && page.items.length === 0) {
    results = (
      <EmptyState
        icon={Users}
        title={ROOMMATE_MESSAGES.empty}
        action={
          filtered ? (
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset filters
            </Button>
          ) : (
            <CreateRoommateButton />
          )
        }
      >
        {filtered ? 'Try other words, fewer filters or a wider budget.' : 'Looking for a roommate? Be the first to post.'}
      </EmptyState>
    );
  } else if (page) {
    results = (
      <>
        {query.isError ? (
          <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-ink">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {ROOMMATE_MESSAGES.loadFailed}
            <button type="button" onClick={() => void query.refetch()} className="ml-auto font-semibold underline">
              Try Again
            </button>
          </p>
        ) : null}
        <ul
          className={cn(LISTING_GRID_CLASSES, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData || undefined}
        >
          {page.items.map((post, index) => (
            <li key={post._id} className="grid">
              <RoommateCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={filters.page} pageCount={pageCount} onPageChange={goToPage} className="mt-10" />
      </>
    );
  }

  return (
    <div className="pb-16">
      <RoommatesHero />
      <div className="container-page mt-6 sm:mt-8">
        <SponsoredBanner />
        <div className="mt-6 flex gap-2 first:mt-0">
          <SearchBox
            value={filters.q}
            onSearch={(q) => update({ q })}
            placeholder="Search roommate requests…"
            label="Search roommate requests"
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
          <aside aria-labelledby="filters-heading" className="hidden lg:block">
            <div className="card p-5">
              <h2 id="filters-heading" className="mb-4 flex items-center gap-2 text-base font-semibold text-fg">
                <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
                Filters
              </h2>
              {panel}
            </div>
          </aside>

          <section aria-labelledby="results-heading" className="min-w-0">
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            <div className="flex items-center justify-between gap-3">
              <div className="tabular text-sm font-semibold text-fg" role="status" aria-live="polite">
                {countLabel ?? (query.isError ? null : <Skeleton className="h-5 w-24" />)}
              </div>
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
            </div>
            <div className="mt-4 empty:hidden">
              <ActiveFilters filters={filters} onChange={update} onReset={reset} />
            </div>
            <div className="mt-5">{results}</div>
          </section>
        </div>
      </div>

      <BottomSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title="Filters"
        footer={
          <div className="flex gap-3">
            <Button variant="secondary" size="lg" onClick={reset} disabled={!filtered} className="flex-1">
              Reset
            </Button>
            <Button size="lg" onClick={() => setSheetOpen(false)} className="flex-[2]">
              {countLabel ? `Show ${countLabel}` : 'Show results'}
            </Button>
          </div>
        }
      >
        <div className="p-4">{panel}</div>
      </BottomSheet>
    </div>
  );
}
