// One kind of a student's live posts on their public profile: a page of cards and the pages.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Pagination } from '../../ui/pagination';
import { LISTING_GRID_CLASSES, ListingGridSkeleton } from '../../ui/posts/listing-card';

/** What the grid reads of a browse query (a React Query result fits as it is). */
export interface PostsQuery<Item> {
  data: { items: Item[]; total: number; pageSize: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export function PublicPostsGrid<Item extends { _id: string }>({
  query,
  page,
  onPageChange,
  renderItem,
  empty,
  loadingLabel,
}: {
  query: PostsQuery<Item>;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: Item) => ReactNode;
  empty: { icon: LucideIcon; title: string };
  loadingLabel: string;
}) {
  if (query.isPending) return <ListingGridSkeleton count={4} label={loadingLabel} />;
  if (query.isError && !query.data) {
    return <ErrorState title="Failed to load these posts. Please try again." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const data = query.data;
  if (!data?.items.length) return <EmptyState icon={empty.icon} title={empty.title} />;
  return (
    <>
      <ul className={cn(LISTING_GRID_CLASSES, 'transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData || undefined}>
        {data.items.map((item) => (
          <li key={item._id} className="grid">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))} onPageChange={onPageChange} className="mt-8" />
    </>
  );
}
