import { CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RoommateCard } from '@thriftz/client/generated/model';
import { Chip } from '../../ui/posts/listing-card';
import { OwnPostCard } from '../../ui/posts/own-post-card';
import { AccommodationBadge } from '../../ui/posts/roommate-card';
import { budgetLabel, genderPreferenceLabel } from '../../lib/posts/roommate-labels';

/** One of the student's own roommate posts, with its accommodation; an inactive one shows as Inactive. */
export function OwnRoommateCard({ post, actions }: { post: RoommateCard; actions: ReactNode }) {
  return (
    <OwnPostCard
      post={post}
      category="roommate-housing"
      active={post.isActive}
      badge={<AccommodationBadge card={post} className="absolute left-2 top-2" />}
      markedBanner={{ icon: CircleSlash, label: 'Inactive' }}
      chips={<Chip className="bg-primary-soft text-primary-ink">{genderPreferenceLabel(post.roommatePreferences.gender)}</Chip>}
      price={budgetLabel(post.budget)}
      actions={actions}
    />
  );
}
