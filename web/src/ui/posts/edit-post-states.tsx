import { Lock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import { DetailStates } from './detail-page-parts';

/** The form's shape while the post loads: the title band and a card of fields. */
function EditFormSkeleton() {
  return (
    <div className="pb-16" role="status" aria-label="Loading the form">
      <div className="border-b border-line bg-primary-soft/50">
        <div className="container-page max-w-4xl space-y-3 py-8 sm:py-10">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
      </div>
      <div className="container-page mt-6 max-w-4xl space-y-4 sm:mt-8">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

interface EditQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: { isOwner: boolean } | undefined;
  refetch: () => unknown;
}

/**
 * An edit page's post in its states: loading, missing, failed, someone else's (the server would
 * refuse the save anyway: this says so before anything is typed), else the form.
 */
export function EditPostStates<Q extends EditQuery>({
  query,
  notFound,
  notYours,
  children,
}: {
  query: Q;
  notFound: { icon: LucideIcon; title: string; browseTo: string; browseLabel: string };
  notYours: { message: string; backTo: string };
  children: (post: NonNullable<Q['data']>) => ReactNode;
}) {
  return (
    <DetailStates
      query={query}
      states={{
        skeleton: <EditFormSkeleton />,
        notFound: { ...notFound, text: 'It may have been removed, or it may have expired.' },
        failedTitle: 'Failed to load the form. Please try again.',
      }}
    >
      {(post) =>
        post.isOwner ? (
          children(post as NonNullable<Q['data']>)
        ) : (
          <div className="container-page py-16">
            <EmptyState
              icon={Lock}
              title={<span className="text-xl">{notYours.message}</span>}
              action={
                <Button asChild>
                  <Link to={notYours.backTo}>Back to the post</Link>
                </Button>
              }
            >
              Only the student who posted it can edit it.
            </EmptyState>
          </div>
        )
      }
    </DetailStates>
  );
}
