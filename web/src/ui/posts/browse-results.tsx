import { RotateCcw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Pagination } from '../pagination';
import { LISTING_GRID_CLASSES, ListingGridSkeleton } from './listing-card';

/** One page of a list call; only listings report a capped total. */
export interface BrowsePageData<Item> {
  items: Item[];
  total: number;
  pageSize: number;
  totalIsCapped?: boolean;
}

/** What a browse page reads of its list query; a React Query result fits as it is. */
export interface BrowseQueryState<Item> {
  data: BrowsePageData<Item> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/** The empty state: with filters set it offers Reset filters, without them `action` (a create link). */
export interface BrowseEmptyCopy {
  icon: LucideIcon;
  title: string;
  filteredText: string;
  text: string;
  action: ReactNode;
  /** Under the sentence: 'Did you mean …' when a search found nothing. */
  suggestion?: ReactNode;
}

export interface BrowseResultsProps<Item extends { _id: string }> {
  query: BrowseQueryState<Item>;
  renderItem: (item: Item, index: number) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  loadingLabel: string;
  errorText: string;
  empty: BrowseEmptyCopy;
  filtered: boolean;
  onReset: () => void;
}

/**
 * The results of a browse page: skeletons on the first load, a full-size error with Try Again when
 * nothing was loaded, the empty state, or the grid and its pages. A failed refetch keeps the last
 * page on screen under a small error banner.
 */
export function BrowseResults<Item extends { _id: string }>({
  query,
  renderItem,
  page,
  onPageChange,
  loadingLabel,
  errorText,
  empty,
  filtered,
  onReset,
}: BrowseResultsProps<Item>) {
  const data = query.data;

  if (query.isPending) return <ListingGridSkeleton count={8} label={loadingLabel} />;

  if (query.isError && !data) {
    return <ErrorState title={errorText} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  if (!data) return null;

  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset filters
            </Button>
          ) : (
            empty.action
          )
        }
      >
        {filtered ? empty.filteredText : empty.text}
        {empty.suggestion}
      </EmptyState>
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      {query.isError ? (
        <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-ink">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {errorText}
          <button type="button" onClick={() => void query.refetch()} className="ml-auto font-semibold underline">
            Try Again
          </button>
        </p>
      ) : null}
      <ul
        className={cn(LISTING_GRID_CLASSES, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {data.items.map((item, index) => (
          <li key={item._id} className="grid">
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} className="mt-10" />
    </>
  );
}
