import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { Trash2, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { pluralize } from '../../lib/format';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import type { ActionCallbacks } from '../../lib/posts/own-post-actions';
import { OwnPostGridSkeleton } from './own-post-card';
import { CreatePostLink, OwnPostsGrid, OwnPostsLoadFailed, type CreatePostLinkProps, type OwnPost } from './own-post-parts';

/** Own posts per page of a profile panel. */
export const OWN_POSTS_PAGE_SIZE = 12;

/** The kind's words; everything else on the panel is the same for every kind. */
export interface OwnPostsCopy {
  loadingLabel: string;
  loadFailed: string;
  /** What the count line counts, singular ('listing'). */
  noun: string;
  empty: { icon: LucideIcon; title: string; text: string };
  deleteTitle: string;
}

/**
 * The kind's generated "my posts" query hook. The panel asks it for every status a page at a
 * time, keeping the previous page on screen while the next loads. Pass it instantiated with its
 * page type (`useListMyListings<ListMyListings200>`): left generic, its data type is not checked
 * against the cards the panel renders.
 */
export type OwnPostsListHook<Item> = (
  params: { status: 'all'; page: number; pageSize: number },
  options: { query: { placeholderData: typeof keepPreviousData } },
) => UseQueryResult<{ items: Item[]; total: number; pageSize: number }, unknown>;

export interface OwnPostsPanelProps<Item extends OwnPost> {
  useList: OwnPostsListHook<Item>;
  useRemove: () => { remove: (id: string, callbacks?: ActionCallbacks) => void; isPending: boolean };
  renderCard: (item: Item, actions: ReactNode) => ReactNode;
  detailPath: (id: string) => string;
  create: CreatePostLinkProps;
  copy: OwnPostsCopy;
}

/**
 * A profile sub-tab: every post of one kind the student made, a page at a time, each with View
 * and Delete (behind a confirmation), and the way to make another.
 */
export function OwnPostsPanel<Item extends OwnPost>({
  useList,
  useRemove,
  renderCard,
  detailPath,
  create,
  copy,
}: OwnPostsPanelProps<Item>) {
  const [page, setPage] = useState(1);
  const query = useList({ status: 'all', page, pageSize: OWN_POSTS_PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
  const removal = useRemove();
  const [toDelete, setToDelete] = useState<Item | null>(null);

  if (query.isPending) return <OwnPostGridSkeleton label={copy.loadingLabel} />;
  if (query.isError) return <OwnPostsLoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} />;

  const { items, total, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  if (total === 0) {
    return (
      <EmptyState icon={copy.empty.icon} title={copy.empty.title} action={<CreatePostLink {...create} />}>
        {copy.empty.text}
      </EmptyState>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="tabular text-sm text-fg-muted">{pluralize(total, copy.noun)}</p>
        <CreatePostLink {...create} />
      </div>
      <OwnPostsGrid
        items={items}
        className="mt-4"
        renderCard={renderCard}
        detailPath={detailPath}
        action={(item) => (
          <Button
            variant="ghost"
            className="flex-1 text-danger-ink hover:bg-danger-soft hover:text-danger-ink"
            onClick={() => setToDelete(item)}
            aria-label={`Delete ${item.title}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        )}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-8" />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={copy.deleteTitle}
        description={toDelete ? `“${toDelete.title}” and its pictures will be removed for good.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removal.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          removal.remove(toDelete._id, {
            onSuccess: () => {
              // The last card of a later page: step back a page.
              if (items.length === 1 && page > 1) setPage(page - 1);
            },
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
