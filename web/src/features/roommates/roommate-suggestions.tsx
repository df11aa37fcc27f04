// The roommate finder's 'Did you mean': asked only when a search found nothing (it is rendered in the empty state).
import { useGetRoommateSuggestions } from '@thriftz/client/generated/roommates/roommates';
import { DidYouMean } from '../../ui/posts/did-you-mean';

export function RoommateSuggestions({ q, onPick }: { q: string; onPick: (suggestion: string) => void }) {
  const text = q.trim();
  const suggestions = useGetRoommateSuggestions({ q: text }, { query: { enabled: text.length > 0, staleTime: 60_000 } });
  return <DidYouMean suggestions={text ? (suggestions.data?.suggestions ?? []) : []} onPick={onPick} />;
}
