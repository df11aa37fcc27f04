import { keepPreviousData } from '@tanstack/react-query';
import { Eye, RefreshCw, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyRoommatePosts } from '../../api/generated/roommates/roommates';
import type { RoommateCard } from '../../api/generated/model';
import { pluralize } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { OWN_GRID_CLASSES, OwnListingCardSkeleton } from '../listings/own-listing-card';
import { OwnRoommateCard } from './own-roommate-card';
import { ROOMMATE_MESSAGES, useRemoveRoommatePost } from './roommate-actions';

const MY_ROOMMATE_POSTS_PAGE_SIZE = 12;

function AddRoommatePostButton() {
  return (
    <Button asChild>
      <Link to="/create-roommate-request">
        <UserPlus aria-hidden="true" className="size-4" />
        Add Roommate Post
      </Link>
    </Button>
  );
}

/** The Roommate Posts sub-tab of My Listings: every roommate post of the student (active, inactive, expired), newest first. */
export function MyRoommatePostsPanel() {
  const [page, setPage] = useState(1);
  const query = useListMyRoommatePosts(
    { status: 'all', page, pageSize: MY_ROOMMATE_POSTS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const { remove, isPending: deleting } = useRemoveRoommatePost();
  const [toDelete, setToDelete] = useState<RoommateCard | null>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your roommate posts" className={OWN_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <OwnListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <Alert>
        <p className="font-semibold">{ROOMMATE_MESSAGES.loadMineFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  }

  const { items, total, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  if (total === 0) {
    return (
      <EmptyState icon={Users} title="You have not posted any roommate requests yet." action={<AddRoommatePostButton />}>
        Have a room to share, or looking for one? Tell the campus.
      </EmptyState>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="tabular text-sm text-fg-muted">{pluralize(total, 'roommate post')}</p>
        <AddRoommatePostButton />
      </div>
      <ul className={`mt-4 ${OWN_GRID_CLASSES}`}>
        {items.map((post) => (
          <li key={post._id} className="grid">
            <OwnRoommateCard
              post={post}
              actions={
                <>
                  <Button asChild variant="secondary" className="flex-1">
                    <Link to={`/roommate-finder/${post._id}`} aria-label={`View ${post.title}`}>
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    className="flex-1 text-danger-ink hover:bg-danger-soft hover:text-danger-ink"
                    onClick={() => setToDelete(post)}
                    aria-label={`Delete ${post.title}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-8" />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this roommate post?"
        description={toDelete ? `“${toDelete.title}” and its pictures will be removed for good.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={() => {
          if (!toDelete) return;
          remove(toDelete._id, {
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
