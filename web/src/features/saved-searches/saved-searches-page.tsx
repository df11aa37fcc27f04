// /saved-searches: the student's saved searches with their filters and new matches, View results
// (which marks them seen), the daily e-mail per search, and delete.
import { useQueryClient } from '@tanstack/react-query';
import { Search, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearch, SavedSearchList } from '@thriftz/client/generated/model';
import {
  getListSavedSearchesQueryKey,
  useDeleteSavedSearch,
  useListSavedSearches,
  useMarkSavedSearchSeen,
  useUpdateSavedSearch,
} from '@thriftz/client/generated/saved-searches/saved-searches';
import { errorMessage } from '../../lib/api-error';
import { formatDate, pluralize } from '../../lib/format';
import { priceRangeLabel } from '../../lib/posts/browse-params';
import { CATEGORY_LABELS, CONDITION_LABELS, DURATION_LABELS } from '../../lib/posts/listing-labels';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages';
import { resultsPath } from './search-filters';

/** The search's filters as the browse page's chips word them. */
export function filterLabels(filters: SavedSearch['filters']): string[] {
  const labels: string[] = [filters.type === 'sell' ? 'Buy & Sell' : 'Borrow & Lend'];
  if (filters.q) labels.push(`“${filters.q}”`);
  for (const c of filters.category ?? []) labels.push(CATEGORY_LABELS[c]);
  for (const c of filters.condition ?? []) labels.push(CONDITION_LABELS[c]);
  for (const d of filters.duration ?? []) labels.push(DURATION_LABELS[d]);
  const price = priceRangeLabel(filters.minPrice ?? null, filters.maxPrice ?? null);
  if (price) labels.push(price);
  return labels;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your saved searches" className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card space-y-3 p-5">
          <Skeleton className="h-5 w-3/5" />
          <div className="flex gap-2">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="h-9 w-40" />
        </div>
      ))}
    </div>
  );
}

function useSavedSearchChanges() {
  const queryClient = useQueryClient();
  const key = getListSavedSearchesQueryKey();
  const replace = (next: SavedSearch) =>
    queryClient.setQueryData<SavedSearchList>(key, (list) => list && { ...list, items: list.items.map((s) => (s.id === next.id ? next : s)) });
  const update = useUpdateSavedSearch({
    mutation: {
      onSuccess: (next) => {
        replace(next);
        toast.success(next.digest ? SAVED_SEARCH_MESSAGES.digestOn : SAVED_SEARCH_MESSAGES.digestOff);
      },
      onError: (error) => toast.error(errorMessage(error, SAVED_SEARCH_MESSAGES.changeFailed)),
    },
  });
  const remove = useDeleteSavedSearch({
    mutation: {
      onSuccess: (_, { id }) => {
        queryClient.setQueryData<SavedSearchList>(key, (list) => list && { ...list, items: list.items.filter((s) => s.id !== id) });
        toast.success(SAVED_SEARCH_MESSAGES.deleted);
      },
      onError: (error) => toast.error(errorMessage(error, SAVED_SEARCH_MESSAGES.deleteFailed)),
    },
  });
  // Opening the results counts the matches as seen; the list is read again on return.
  const seen = useMarkSavedSearchSeen({ mutation: { onSettled: () => void queryClient.invalidateQueries({ queryKey: key }) } });
  return { update, remove, seen };
}

function SavedSearchCard({ search, changes }: { search: SavedSearch; changes: ReturnType<typeof useSavedSearchChanges> }) {
  const [asking, setAsking] = useState(false);
  const { update, remove, seen } = changes;
  const headingId = `saved-search-${search.id}`;
  const updating = update.isPending && update.variables?.id === search.id;
  const deleting = remove.isPending && remove.variables?.id === search.id;
  return (
    <li>
      <article className="card p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 break-words text-base font-semibold text-fg">
          {search.name}
        </h2>
        {search.newMatches > 0 ? (
          <Badge tone="success">
            {pluralize(search.newMatches, 'new match', 'new matches')}
          </Badge>
        ) : (
          <Badge>No new matches</Badge>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Filters">
        {filterLabels(search.filters).map((label) => (
          <li key={label} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
            {label}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-fg-muted">Saved {formatDate(search.createdAt)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button asChild size="sm">
          <Link to={resultsPath(search.filters)} onClick={() => seen.mutate({ id: search.id })}>
            <Search aria-hidden="true" className="size-4" />
            View results
          </Link>
        </Button>
        <Checkbox
          checked={search.digest}
          onCheckedChange={(digest) => !updating && update.mutate({ id: search.id, data: { digest } })}
          className="min-w-0"
        >
          Daily e-mail of new matches
        </Checkbox>
        <Button variant="ghost" size="sm" className="ml-auto text-danger-ink" onClick={() => setAsking(true)} aria-label={`Delete ${search.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={SAVED_SEARCH_MESSAGES.deleteTitle}
        description={SAVED_SEARCH_MESSAGES.deleteText}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        tone="danger"
        busy={deleting}
        onConfirm={() => remove.mutate({ id: search.id }, { onSettled: () => setAsking(false) })}
      />
      </article>
    </li>
  );
}

function SavedSearches() {
  const query = useListSavedSearches();
  const changes = useSavedSearchChanges();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState title={SAVED_SEARCH_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { items, limit } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={SAVED_SEARCH_MESSAGES.empty}
        action={
          <Button asChild>
            <Link to="/products">
              <Search aria-hidden="true" className="size-4" />
              Browse Buy & Sell
            </Link>
          </Button>
        }
      >
        {SAVED_SEARCH_MESSAGES.emptyLead}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="saved-searches-count">
      <p id="saved-searches-count" className="mb-4 text-sm font-semibold text-fg">
        {items.length} of {limit} saved searches
      </p>
      <ul className="space-y-4" aria-label={SAVED_SEARCH_MESSAGES.title}>
        {items.map((search) => (
          <SavedSearchCard key={search.id} search={search} changes={changes} />
        ))}
      </ul>
    </section>
  );
}

export default function SavedSearchesPage() {
  useDocumentTitle(SAVED_SEARCH_MESSAGES.title);
  return (
    <>
      <PageHeader eyebrow="Your account" title={SAVED_SEARCH_MESSAGES.title} lead={SAVED_SEARCH_MESSAGES.lead} />
      <div className="container-page max-w-3xl py-8 sm:py-10">
        <SavedSearches />
      </div>
    </>
  );
}
