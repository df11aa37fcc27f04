import { BedDouble } from 'lucide-react';
import type { RoommateCard as RoommateCardData } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Chip } from './listing-card';
import { PostCardFrame, PostedBy } from './post-card-frame';
import { ACCOMMODATION_LABELS, budgetLabel, genderPreferenceLabel } from '../../lib/posts/roommate-labels';

/** The accommodation type over the picture. */
export function AccommodationBadge({ card, className }: { card: Pick<RoommateCardData, 'accommodationType'>; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-bold text-slate-800 shadow-sm ring-1 ring-inset ring-slate-200',
        className,
      )}
    >
      <BedDouble aria-hidden="true" className="size-3" />
      {ACCOMMODATION_LABELS[card.accommodationType]}
    </span>
  );
}

/**
 * A roommate post in the grid: picture (if any), accommodation, title, budget a month, poster and
 * date, preferences. No wishlist heart: the wishlist holds listings and requests only (spec and
 * contract).
 */
export function RoommateCard({ post, priority = false }: { post: RoommateCardData; priority?: boolean }) {
  const { gender, ageRange } = post.roommatePreferences;
  return (
    <PostCardFrame
      title={post.title}
      href={`/roommate-finder/${post._id}`}
      image={post.image}
      category="roommate-housing"
      priority={priority}
      badge={<AccommodationBadge card={post} className="absolute left-2 top-2" />}
      amount={budgetLabel(post.budget)}
      byline={<PostedBy name={post.posterName} at={post.createdAt} />}
      chips={
        <>
          <Chip className="bg-primary-soft text-primary-ink">{genderPreferenceLabel(gender)}</Chip>
          {ageRange ? <Chip>Age {ageRange}</Chip> : null}
        </>
      }
    />
  );
}
