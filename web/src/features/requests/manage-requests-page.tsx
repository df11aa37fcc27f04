import { CheckCircle2, Megaphone, MessageSquarePlus, Repeat, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyRequests } from '../../api/generated/requests/requests';
import type { RequestCard } from '../../api/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { OWN_GRID_CLASSES, OwnPostGridSkeleton } from '../../ui/posts/own-post-card';
import { CountStat, CreatePostLink, OwnPostsLoadFailed, ViewPostLink } from '../../ui/posts/own-post-parts';
import { OwnRequestCard } from './own-request-card';
import { REQUEST_MESSAGES, useMarkFulfilled } from './request-actions';

/** The most own requests one call returns (the contract's page-size ceiling). */
export const MANAGE_REQUESTS_PAGE_SIZE = 100;

const CREATE_REQUEST = { to: '/create-request', icon: MessageSquarePlus, label: 'Create Request' };

/** /manage-requests: the student's active requests with counts, each with Mark Fulfilled. */
export default function ManageRequestsPage() {
  useDocumentTitle('Manage requests');
  const query = useListMyRequests({ status: 'active', pageSize: MANAGE_REQUESTS_PAGE_SIZE });
  const { markFulfilled, isPending: marking } = useMarkFulfilled();
  const [toMark, setToMark] = useState<RequestCard | null>(null);

  const items = query.data?.items ?? [];
  // Counted by the server over every request, not just the page shown.
  const counts = query.data ? { total: query.data.total, ...query.data.counts } : null;

  let content;
  if (query.isPending) {
    content = <OwnPostGridSkeleton label="Loading your requests" />;
  } else if (query.isError) {
    content = <OwnPostsLoadFailed message={REQUEST_MESSAGES.loadMineFailed} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState icon={Megaphone} title="You have no active requests." action={<CreatePostLink {...CREATE_REQUEST} />}>
        Requests you post show up here until they are fulfilled or expire.
      </EmptyState>
    );
  } else {
    content = (
      <ul className={OWN_GRID_CLASSES}>
        {items.map((request) => (
          <li key={request._id} className="grid">
            <OwnRequestCard
              request={request}
              actions={
                <>
                  <ViewPostLink to={`/request/${request._id}`} title={request.title} />
                  <Button className="flex-1" onClick={() => setToMark(request)} aria-label={`Mark Fulfilled: ${request.title}`}>
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    Mark Fulfilled
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="pb-16">
      <PageHeader
        eyebrow="Your requests"
        title="Manage your requests"
        lead="Mark a request fulfilled once you have found what you needed: it leaves the requests page at once."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <CreatePostLink {...CREATE_REQUEST} variant="secondary" />
          <Button asChild variant="ghost">
            <Link to="/manage">All your posts</Link>
          </Button>
        </div>
      </PageHeader>
      <div className="container-page mt-6 space-y-8 sm:mt-8">
        {query.isError ? null : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <CountStat icon={Megaphone} label="Total" value={counts?.total ?? null} tint="bg-primary-soft text-primary" />
            <CountStat icon={ShoppingBag} label="Buy" value={counts?.buy ?? null} tint="bg-sky-50 text-sky-700" />
            <CountStat icon={Repeat} label="Rent" value={counts?.rent ?? null} tint="bg-accent-soft text-accent-ink" />
          </dl>
        )}
        <section aria-label="Active requests">{content}</section>
      </div>

      <ConfirmDialog
        open={toMark !== null}
        onOpenChange={(open) => {
          if (!open) setToMark(null);
        }}
        title="Mark as fulfilled?"
        description={toMark ? `“${toMark.title}” will leave the requests page.` : ''}
        confirmLabel="Mark Fulfilled"
        busyLabel="Marking…"
        tone="primary"
        busy={marking}
        onConfirm={() => {
          if (toMark) markFulfilled(toMark._id, { onSettled: () => setToMark(null) });
        }}
      />
    </div>
  );
}
