import { Eye, Pencil, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../alert';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { OWN_GRID_CLASSES } from './own-post-card';

/** What the own-post pages need of any kind of post. */
export interface OwnPost {
  _id: string;
  title: string;
}

/** The own list could not load: the kind's words and a retry, in place of the grid. */
export function OwnPostsLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Alert>
  );
}

/** A card's View button; its name carries the title, since every card's button reads View. */
export function ViewPostLink({ to, title }: { to: string; title: string }) {
  return (
    <Button asChild variant="secondary" className="flex-1">
      <Link to={to} aria-label={`View ${title}`}>
        <Eye aria-hidden="true" className="size-4" />
        View
      </Link>
    </Button>
  );
}

/** A card's Edit button (to the post's edit page); its name carries the title too. */
export function EditPostLink({ to, title }: { to: string; title: string }) {
  return (
    <Button asChild variant="ghost" className="px-3">
      <Link to={to} aria-label={`Edit ${title}`} title="Edit">
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
    </Button>
  );
}

export interface CreatePostLinkProps {
  to: string;
  icon: LucideIcon;
  label: string;
  variant?: 'primary' | 'secondary';
}

/** The way to the kind's create page, in headers and empty states. */
export function CreatePostLink({ to, icon: Icon, label, variant = 'primary' }: CreatePostLinkProps) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </Button>
  );
}

/** One count above a manage page's grid; `value` is null until the counts arrive. */
export function CountStat({ icon: Icon, label, value, tint }: { icon: LucideIcon; label: string; value: number | null; tint: string }) {
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

/**
 * The grid of own posts: each card gets View, Edit and the page's one other action (Delete on
 * the profile, the mark on a manage page).
 */
export function OwnPostsGrid<Item extends OwnPost>({
  items,
  className,
  renderCard,
  detailPath,
  action,
}: {
  items: Item[];
  className?: string;
  renderCard: (item: Item, actions: ReactNode) => ReactNode;
  detailPath: (id: string) => string;
  action: (item: Item) => ReactNode;
}) {
  return (
    <ul className={className ? `${className} ${OWN_GRID_CLASSES}` : OWN_GRID_CLASSES}>
      {items.map((item) => (
        <li key={item._id} className="grid">
          {renderCard(
            item,
            <>
              <ViewPostLink to={detailPath(item._id)} title={item.title} />
              <EditPostLink to={`${detailPath(item._id)}/edit`} title={item.title} />
              {action(item)}
            </>,
          )}
        </li>
      ))}
    </ul>
  );
}
