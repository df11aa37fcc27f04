import { BedDouble } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RoommateCard as RoommateCardData } from '../../api/generated/model';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Chip, ListingImage } from './listing-card';
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

/** A roommate post in the grid: picture (if any), accommodation, title, budget a month, preferences, poster and date. */
export function RoommateCard({ post, priority = false }: { post: RoommateCardData; priority?: boolean }) {
  const { gender, ageRange } = post.roommatePreferences;
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingImage image={post.image} priority={priority} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        <AccommodationBadge card={post} className="absolute left-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-fg sm:text-base">
          {/* The title's link covers the whole card. */}
          <Link to={`/roommate-finder/${post._id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h3>
        <p className="tabular text-base font-bold text-fg sm:text-lg">{budgetLabel(post.budget)}</p>
        <p className="truncate text-xs text-fg-muted">
          {post.posterName} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Chip className="bg-primary-soft text-primary-ink">{genderPreferenceLabel(gender)}</Chip>
          {ageRange ? <Chip>Age {ageRange}</Chip> : null}
        </div>
      </div>
    </article>
  );
}
