import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingCard } from '@thriftz/client/generated/model';
import { formatDate, formatPostedAgo } from '../../lib/format';
import { PostImage } from './post-image';
import { PostPlaceholder } from './post-placeholder';

export interface PostCardFrameProps {
  title: string;
  /** The post's page: the title's link covers the whole card. */
  href: string;
  image: ListingCard['image'];
  /** Picks the placeholder's icon when there is no picture. */
  category: string;
  priority?: boolean;
  /** Over the picture, top left (boosted, urgency, accommodation). */
  badge?: ReactNode;
  /** Over the picture, top right, above the card-wide link (the wishlist heart). */
  corner?: ReactNode;
  /** The bold line under the title: price, budget. */
  amount: ReactNode;
  /** Lines between the amount and the chips (who posted it, when). */
  byline?: ReactNode;
  chips: ReactNode;
  /** Above the card-wide link (for example the wishlist page's actions). */
  footer?: ReactNode;
}

/** What every post card in a grid shares: picture, badges, title link, amount, byline, chips and footer. */
export function PostCardFrame({ title, href, image, category, priority = false, badge, corner, amount, byline, chips, footer }: PostCardFrameProps) {
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {image ? (
          <PostImage image={image} priority={priority} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        ) : (
          <PostPlaceholder category={category} />
        )}
        {badge}
        {corner ? <div className="absolute right-2 top-2 z-10">{corner}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-fg sm:text-base">
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </h3>
        <p className="tabular text-base font-bold text-fg sm:text-lg">{amount}</p>
        {byline}
        <div className="mt-auto flex flex-wrap gap-1.5">{chips}</div>
        {footer ? <div className="relative z-10">{footer}</div> : null}
      </div>
    </article>
  );
}

/** Who posted it and how long ago (the date in full on hover), under the amount: the same on every kind of card. */
export function PostedBy({ name, at }: { name: string; at: string }) {
  return (
    <p className="truncate text-xs text-fg-muted">
      {name} ·{' '}
      <time dateTime={at} title={formatDate(at)}>
        {formatPostedAgo(at)}
      </time>
    </p>
  );
}
