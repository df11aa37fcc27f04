import { CheckCircle2, Eye, Megaphone, MessageSquarePlus, RefreshCw, Repeat, ShoppingBag, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyRequests } from '../../api/generated/requests/requests';
import type { RequestCard } from '../../api/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { OWN_GRID_CLASSES, OwnListingCardSkeleton } from '../listings/own-listing-card';
import { OwnRequestCard } from './own-request-card';
import { REQUEST_MESSAGES, useMarkFulfilled } from './request-actions';

/** The most own requests one call returns (the contract's page-size ceiling). */
export const MANAGE_REQUESTS_PAGE_SIZE = 100;

function Stat({ icon: Icon, label, value, tint }: { icon: LucideIcon; label: string; value: number | null; tint: string }) {
  return (
    <div className="card relative p-3 sm:min-h-20 sm:py-5 sm:pl-[4.25rem] sm:pr-4">
      <dt className="text-sm text-fg-muted">
        <span className={`absolute left-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg sm:flex ${tint}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="tabular text-2xl font-bold text-fg">{value === null ? <Skeleton className="mt-1 h-7 w-10" /> : value}</dd>
    </div>
  );
}

function CreateRequestButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/create-request">
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        Create Request
      </Link>
    </Button>
  );
}

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
    content = (
      <div role="status" aria-label="Loading your requests" className={OWN_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <OwnListingCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <Alert>
        <p className="font-semibold">{REQUEST_MESSAGES.loadMineFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState icon={Megaphone} title="You have no active requests." action={<CreateRequestButton />}>
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
                  <Button asChild variant="secondary" className="flex-1">
                    <Link to={`/request/${request._id}`} aria-label={`View ${request.title}`}>
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                  </Button>
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
          <CreateRequestButton variant="secondary" />
          <Button asChild variant="ghost">
            <Link to="/manage">All your posts</Link>
          </Button>
        </div>
      </PageHeader>
      <div className="container-page mt-6 space-y-8 sm:mt-8">
        {query.isError ? null : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <Stat icon={Megaphone} label="Total" value={counts?.total ?? null} tint="bg-primary-soft text-primary" />
            <Stat icon={ShoppingBag} label="Buy" value={counts?.buy ?? null} tint="bg-sky-50 text-sky-700" />
            <Stat icon={Repeat} label="Rent" value={counts?.rent ?? null} tint="bg-accent-soft text-accent-ink" />
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
