// The "Who bought it?" step of marking a sell listing sold: the seller picks the buyer among the
// students who chatted with them about it (then both may rate each other for 14 days), or
// "Someone else / not on Thriftz" (no ratings). The one call marks it sold and names the buyer.
import { useState } from 'react';
import { useListListingBuyerCandidates, useRecordListingSale } from '@thriftz/client/generated/reviews/reviews';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { LISTING_MESSAGES, useRefreshListings } from './listing-actions';

const SOMEONE_ELSE = 'someone-else';

export const WHO_BOUGHT_MESSAGES = {
  soldTo: (name: string) => `Listing marked as sold to ${name}! You can now rate each other.`,
} as const;

const option =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary';

export function WhoBoughtDialog({
  listing,
  open,
  onOpenChange,
  onSold,
}: {
  listing: { _id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSold?: () => void;
}) {
  const candidates = useListListingBuyerCandidates(listing._id, { query: { enabled: open } });
  const sale = useRecordListingSale();
  const refresh = useRefreshListings();
  const [choice, setChoice] = useState<string | null>(null);

  const confirm = () => {
    const buyer = candidates.data?.items.find((c) => c.id === choice);
    sale.mutate(
      { id: listing._id, data: { buyerId: buyer ? buyer.id : null } },
      {
        onSuccess: () => {
          toast.success(buyer ? WHO_BOUGHT_MESSAGES.soldTo(buyer.fullName) : LISTING_MESSAGES.markedSold);
          void refresh();
          onOpenChange(false);
          onSold?.();
        },
        onError: (error) => toast.error(errorMessage(error, LISTING_MESSAGES.markSoldFailed)),
      },
    );
  };

  const items = candidates.data?.items ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !sale.isPending && onOpenChange(next)} title="Who bought it?" description={`“${listing.title}” will be shown as Sold/Unavailable and leave the browse pages. If the buyer is on Thriftz, you can rate each other for 14 days.`}>
      <fieldset className="mt-4">
        <legend className="sr-only">The buyer</legend>
        {candidates.isPending ? (
          <div aria-busy="true" aria-label="Loading who chatted with you" className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : (
          <div className="max-h-72 space-y-2 overflow-y-auto">
            {candidates.isError ? <p className="text-sm text-danger-ink">{errorMessage(candidates.error)}</p> : null}
            {!candidates.isError && items.length === 0 ? <p className="text-sm text-fg-muted">Nobody has chatted with you about this listing yet.</p> : null}
            {items.map((c) => (
              <label key={c.id} className={option}>
                <input type="radio" name="buyer" value={c.id} checked={choice === c.id} onChange={() => setChoice(c.id)} className="size-4 accent-primary" />
                <Avatar name={c.fullName} src={c.profileImage} size="sm" />
                <span className="font-medium text-fg">{c.fullName}</span>
              </label>
            ))}
            <label className={cn(option, 'text-fg-muted')}>
              <input type="radio" name="buyer" value={SOMEONE_ELSE} checked={choice === SOMEONE_ELSE} onChange={() => setChoice(SOMEONE_ELSE)} className="size-4 accent-primary" />
              Someone else / not on Thriftz
            </label>
          </div>
        )}
      </fieldset>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={sale.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={choice === null || sale.isPending} aria-busy={sale.isPending || undefined}>
          {sale.isPending ? 'Marking…' : 'Mark as Sold'}
        </Button>
      </div>
    </Dialog>
  );
}
