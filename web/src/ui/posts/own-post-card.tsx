import { CalendarClock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingCard as ListingCardData } from '@thriftz/client/generated/model';
import { Badge, type BadgeTone } from '../badge';
import { Skeleton } from '../skeleton';
import { expiryBadge, type ExpiryBadge } from '../../lib/posts/expiry-badge';
import { PostImage } from './post-image';
import { PostPlaceholder } from './post-placeholder';

const EXPIRY_TONES: Record<ExpiryBadge['kind'], BadgeTone> = {
  expired: 'danger',
  soon: 'warning',
  later: 'neutral',
};

/** The grid of one's own posts (profile and manage pages). */
export const OWN_GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export interface OwnPostCardProps {
  post: { title: string; image: ListingCardData['image']; descriptionPreview: string; expirationDate?: string | null };
  /** Picks the placeholder's icon when the post has no picture. */
  category: string;
  /** False once sold, fulfilled or inactive: the picture greys out, the banner says so and the expiry goes. */
  active: boolean;
  /** Drawn over the picture's top-left corner, already placed. */
  badge?: ReactNode;
  markedBanner: { icon: LucideIcon; label: string };
  /** Drawn before the expiry badge. */
  chips: ReactNode;
  price: ReactNode;
  actions: ReactNode;
  /** A line under the title that explains the post's state (e.g. why moderators hid it). */
  notice?: ReactNode;
}

/**
 * One of the student's own posts (listing, request, roommate post): picture, title, price, the
 * first 100 characters of the description, its expiry badge, and the actions the page offers.
 */
export function OwnPostCard({ post, category, active, badge, markedBanner, chips, price, actions, notice }: OwnPostCardProps) {
  const expiry = active ? expiryBadge(post.expirationDate) : null;
  const MarkedIcon = markedBanner.icon;
  return (
    <article className="card flex flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        {post.image ? (
          <PostImage image={post.image} className={active ? undefined : 'grayscale'} />
        ) : (
          <PostPlaceholder category={category} className={active ? undefined : 'grayscale'} />
        )}
        {badge}
        {!active ? (
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-slate-950/70 py-1.5 text-sm font-semibold text-white">
            <MarkedIcon aria-hidden="true" className="size-4" />
            {markedBanner.label}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          {chips}
          {expiry ? (
            <Badge tone={EXPIRY_TONES[expiry.kind]} icon={<CalendarClock aria-hidden="true" className="size-3.5" />} className="ml-auto">
              {expiry.label}
            </Badge>
          ) : null}
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug text-fg">{post.title}</h3>
        {notice ? <p className="rounded-md bg-amber-50 px-2 py-1.5 text-sm text-amber-900">{notice}</p> : null}
        <p className="tabular text-lg font-bold text-fg">{price}</p>
        <p className="line-clamp-3 text-sm text-fg-muted">{post.descriptionPreview}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}

function OwnPostCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-[4/3]" />
      <div className="space-y-2 p-4">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-10 flex-1" />
          <Skeleton className="h-10 flex-1" />
        </div>
      </div>
    </div>
  );
}

/** The first load of a grid of own posts; `label` names it for screen readers. */
export function OwnPostGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={OWN_GRID_CLASSES}>
      {[0, 1, 2].map((i) => (
        <OwnPostCardSkeleton key={i} />
      ))}
    </div>
  );
}
