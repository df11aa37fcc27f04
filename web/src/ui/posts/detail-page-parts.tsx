import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@thriftz/client/fetcher';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Skeleton } from '../skeleton';

/**
 * Back to where the student came from. A page opened directly (a shared link) has no history
 * entry of ours, so it goes to `fallback`, the page's browse grid, instead of leaving the site.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}

/** The placeholder of a detail page with a Back button: gallery on the left, facts on the right. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label={label}>
      <Skeleton className="h-8 w-20" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** The whole page when the item does not exist (404, or an id the API rejects), with a way back to browsing. */
export function DetailNotFound({
  icon,
  title,
  browseTo,
  browseLabel,
  children,
}: {
  icon: LucideIcon;
  title: string;
  browseTo: string;
  browseLabel: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-16">
      <EmptyState
        icon={icon}
        title={<span className="text-xl">{title}</span>}
        action={
          <Button asChild>
            <Link to={browseTo}>{browseLabel}</Link>
          </Button>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}

/** The whole page when loading the item failed for another reason; Try Again refetches. */
export function DetailLoadFailed({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="container-page py-16">
      <ErrorState title={title} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** What a detail page says while its post loads, when it is missing, and when loading failed. */
export interface DetailStatesDescription {
  /** The placeholder while loading. */
  skeleton: ReactNode;
  notFound: { icon: LucideIcon; title: string; browseTo: string; browseLabel: string; text: string };
  failedTitle: string;
}

/**
 * A detail page's query in its states: the skeleton, the not-found page (404, or an id the API
 * rejects with 400), the load-failed page with Try Again, else the post itself.
 */
interface DetailQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export function DetailStates<Q extends DetailQuery>({
  query,
  states,
  children,
}: {
  query: Q;
  states: DetailStatesDescription;
  children: (data: NonNullable<Q['data']>) => ReactNode;
}) {
  if (query.isPending) return states.skeleton;
  if (query.isError || query.data === undefined || query.data === null) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      const { text, ...notFound } = states.notFound;
      return <DetailNotFound {...notFound}>{text}</DetailNotFound>;
    }
    return <DetailLoadFailed title={states.failedTitle} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return children(query.data as NonNullable<Q['data']>);
}
