import { BellOff, CheckCheck, ShoppingBag } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { ALERT_MESSAGES } from './alert-messages';
import { AlertRow } from './alert-row';
import { useAlertPages } from './use-alert-pages';
import { useMarkAllRead, useMarkRead } from './use-read-alerts';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your notifications" className="card divide-y divide-line">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-start gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="size-10 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

function AllCaughtUp() {
  return (
    <EmptyState
      icon={BellOff}
      title={ALERT_MESSAGES.empty}
      action={
        <Button asChild>
          <Link to="/mini-stores">
            <ShoppingBag aria-hidden="true" className="size-4" />
            Visit the mini stores
          </Link>
        </Button>
      }
    >
      {ALERT_MESSAGES.emptyLead}
    </EmptyState>
  );
}

function Notifications() {
  const query = useAlertPages();
  const markRead = useMarkRead();
  const { markAll, isPending } = useMarkAllRead();
  const failedMore = query.isFetchNextPageError;

  useEffect(() => {
    if (failedMore) toast.error(ALERT_MESSAGES.loadMoreFailed);
  }, [failedMore]);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return <ErrorState title={ALERT_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const alerts = query.data.pages.flatMap((page) => page.items);
  const unread = query.data.pages[0]?.unreadCount ?? 0;
  if (alerts.length === 0) return <AllCaughtUp />;

  let more: ReactNode = null;
  if (query.hasNextPage) {
    more = (
      <div className="flex justify-center pt-6">
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="notifications-list">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-list" className="text-base font-semibold text-fg">
          {unread > 0 ? `${unread} unread` : 'All read'}
        </h2>
        <Button variant="secondary" size="sm" onClick={markAll} busy={isPending} disabled={unread === 0}>
          {isPending ? null : <CheckCheck aria-hidden="true" className="size-4" />}
          Mark all as read
        </Button>
      </div>
      <ul className="card divide-y divide-line overflow-hidden" aria-label={ALERT_MESSAGES.title}>
        {alerts.map((alert) => (
          <AlertRow key={alert._id} alert={alert} onOpen={markRead} />
        ))}
      </ul>
      {more}
    </section>
  );
}

/** /notifications: the student's notifications, newest first, live (the header's bell leads here). */
export default function NotificationsPage() {
  useDocumentTitle(ALERT_MESSAGES.title);
  return (
    <>
      <PageHeader eyebrow="Your account" title={ALERT_MESSAGES.title} lead="Messages, offers, reviews, saved-search matches, orders, refunds and reports, newest first." />
      <div className="container-page max-w-3xl py-8 sm:py-10">
        <Notifications />
      </div>
    </>
  );
}
