// The listings' 'Did you mean': asked only when a search found nothing (it is rendered in the empty state).
import { useGetListingSuggestions } from '@thriftz/client/generated/listings/listings';
import type { ListingType } from '@thriftz/client/generated/model';
import { DidYouMean } from '../../ui/posts/did-you-mean';

export function ListingSuggestions({ type, q, onPick }: { type: ListingType; q: string; onPick: (suggestion: string) => void }) {
  const text = q.trim();
  const suggestions = useGetListingSuggestions({ type, q: text }, { query: { enabled: text.length > 0, staleTime: 60_000 } });
  return <DidYouMean suggestions={text ? (suggestions.data?.suggestions ?? []) : []} onPick={onPick} />;
}
