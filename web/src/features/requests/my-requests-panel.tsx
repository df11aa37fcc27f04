import { keepPreviousData } from '@tanstack/react-query';
import { Eye, Megaphone, MessageSquarePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyRequests } from '../../api/generated/requests/requests';
import type { RequestCard } from '../../api/generated/model';
import { pluralize } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { OWN_GRID_CLASSES, OwnListingCardSkeleton } from '../listings/own-listing-card';
import { OwnRequestCard } from './own-request-card';
import { REQUEST_MESSAGES, useRemoveRequest } from './request-actions';

const MY_REQUESTS_PAGE_SIZE = 12;

function AddRequestButton() {
  return (
    <Button asChild>
      <Link to="/create-request">
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        Add Request
      </Link>
    </Button>
  );
}

/** The Requests sub-tab of My Listings: every request of the student (active, fulfilled, expired), newest first. */
export function MyRequestsPanel() {
  const [page, setPage] = useState(1);
  const query = useListMyRequests(
    { status: 'all', page, pageSize: MY_REQUESTS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const { remove, isPending: deleting } = useRemoveRequest();
  const [toDelete, setToDelete] = useState<RequestCard | null>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your requests" className={OWN_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <OwnListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <Alert>
        <p className="font-semibold">{REQUEST_MESSAGES.loadMineFailed}</p>
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
      <EmptyState icon={Megaphone} title="You have not posted any requests yet." action={<AddRequestButton />}>
        Looking for something? Ask the campus for it.
      </EmptyState>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="tabular text-sm text-fg-muted">{pluralize(total, 'request')}</p>
        <AddRequestButton />
      </div>
      <ul className={`mt-4 ${OWN_GRID_CLASSES}`}>
        {items.map((request) => (
          <li key={request._id} className="grid">
            <OwnRequestCard
              request={request}
              actions={
                <>
                  <Button asChild variant="secondary" className="flex-1">
                    <Link to={`/request/${request._id}`} aria-label={`View ${request.title}`}>
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    className="flex-1 text-danger-ink hover:bg-danger-soft hover:text-danger-ink"
                    onClick={() => setToDelete(request)}
                    aria-label={`Delete ${request.title}`}
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
        title="Delete this request?"
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
