import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Image } from '@thriftz/client/generated/model';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { PostImage } from '../../ui/posts/post-image';
import { CreatePostLink, OwnPostsLoadFailed } from '../../ui/posts/own-post-parts';

/** One own item on the dashboard: picture, title, a secondary line, one action button. */
export function DashboardCard({
  image,
  title,
  href,
  secondary,
  action,
}: {
  image: Image | null;
  title: string;
  href: string;
  secondary: ReactNode;
  action: ReactNode;
}) {
  return (
    <article className="card flex items-center gap-3 p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-24">
        <PostImage image={image} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-fg sm:text-base">
          <Link to={href} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="tabular truncate text-sm text-fg-muted">{secondary}</p>
        <div className="mt-1">{action}</div>
      </div>
    </article>
  );
}

function DashboardCardSkeleton() {
  return (
    <div className="card flex items-center gap-3 p-3" aria-hidden="true">
      <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-32" />
      </div>
    </div>
  );
}

export const DASHBOARD_GRID_CLASSES = 'grid gap-3 md:grid-cols-2 xl:grid-cols-3';

/**
 * A section of the dashboard: its heading and a link to the full manage page, then skeleton
 * cards while loading, an empty state with a create link, or the cards.
 */
export function DashboardSection({
  id,
  title,
  manage,
  state,
  loadFailedMessage,
  onRetry,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The full manage page of this kind, when it has one. */
  manage?: { href: string; label: string };
  state: 'pending' | 'error' | 'empty' | 'ready';
  loadFailedMessage: string;
  onRetry: () => void;
  empty: { icon: LucideIcon; title: string; createHref: string; createLabel: string; createIcon: LucideIcon };
  children?: ReactNode;
}) {
  let body: ReactNode;
  if (state === 'pending') {
    body = (
      <div role="status" aria-label={`Loading: ${title}`} className={DASHBOARD_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <DashboardCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (state === 'error') {
    body = <OwnPostsLoadFailed message={loadFailedMessage} onRetry={onRetry} />;
  } else if (state === 'empty') {
    body = (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        className="py-8"
        action={<CreatePostLink to={empty.createHref} icon={empty.createIcon} label={empty.createLabel} />}
      />
    );
  } else {
    body = children;
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-fg sm:text-xl">
          {title}
        </h2>
        {manage ? (
          <Link to={manage.href} className="inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline">
            {manage.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
