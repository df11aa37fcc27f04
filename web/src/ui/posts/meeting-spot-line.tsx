import { MapPin } from 'lucide-react';

/** Where the poster offers to meet, in their words, on a post's page (nothing when they named no place). */
export function MeetingSpotLine({ spot }: { spot: string | null }) {
  if (!spot) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-fg-muted">
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span>
        Meet at <span className="font-medium text-fg">{spot}</span>
      </span>
    </p>
  );
}
