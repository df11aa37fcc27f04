import { CalendarClock, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RoommateCard } from '../../api/generated/model';
import { Badge, type BadgeTone } from '../../ui/badge';
import { expiryBadge, type ExpiryBadge } from '../listings/expiry-badge';
import { Chip, ListingImage } from '../listings/listing-card';
import { AccommodationBadge } from './roommate-card';
import { budgetLabel, genderPreferenceLabel } from './roommate-labels';

const EXPIRY_TONES: Record<ExpiryBadge['kind'], BadgeTone> = {
  expired: 'danger',
  soon: 'warning',
  later: 'neutral',
};

/**
 * One of the student's own roommate posts: picture, accommodation, title, budget, the first 100
 * characters of the description, its expiry badge, and the actions the page offers.
 */
export function OwnRoommateCard({ post, actions }: { post: RoommateCard; actions: ReactNode }) {
  const expiry = post.isActive ? expiryBadge(post.expirationDate) : null;
  return (
    <article className="card flex flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        <ListingImage image={post.image} className={post.isActive ? undefined : 'grayscale'} />
        <AccommodationBadge card={post} className="absolute left-2 top-2" />
        {!post.isActive ? (
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-slate-950/70 py-1.5 text-sm font-semibold text-white">
            <CircleSlash aria-hidden="true" className="size-4" />
            Inactive
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Chip className="bg-primary-soft text-primary-ink">{genderPreferenceLabel(post.roommatePreferences.gender)}</Chip>
          {expiry ? (
            <Badge tone={EXPIRY_TONES[expiry.kind]} icon={<CalendarClock aria-hidden="true" className="size-3.5" />} className="ml-auto">
              {expiry.label}
            </Badge>
          ) : null}
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug text-fg">{post.title}</h3>
        <p className="tabular text-lg font-bold text-fg">{budgetLabel(post.budget)}</p>
        <p className="line-clamp-3 text-sm text-fg-muted">{post.descriptionPreview}</p>
        <div className="mt-auto flex gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}
