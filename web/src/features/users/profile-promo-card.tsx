import { Leaf, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, shareOrCopy } from '../../lib/share';
import { Button } from '../../ui/button';

/** The promo card at the bottom of /profile: invite classmates (copies the site's address). */
export function ProfilePromoCard({ className }: { className?: string }) {
  const share = async () => {
    const url = window.location.origin;
    const text = 'Buy, sell, lend and borrow with verified students on our campus: Thriftz.';
    try {
      if ((await shareOrCopy({ title: 'Thriftz', text, url })) === 'copied') toast.success(LINK_COPIED_MESSAGE);
    } catch {
      toast.error(COPY_FAILED_MESSAGE);
    }
  };

  return (
    <aside
      aria-labelledby="promo-heading"
      className={cn(
        'relative overflow-hidden rounded-xl bg-gradient-to-br from-emerald-600 via-emerald-700 to-teal-800 p-6 text-white shadow-card sm:p-8',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute -right-10 -top-10 size-48 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-40 rounded-full bg-amber-400/15" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
            <Leaf aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="promo-heading" className="text-lg font-bold">
              More students, better deals
            </h2>
            <p className="mt-1 max-w-xl text-sm text-emerald-50">
              Every classmate who joins brings more textbooks, gadgets and furniture to campus, and keeps them out of
              landfill. Invite your batch to Thriftz.
            </p>
          </div>
        </div>
        <Button variant="inverse" onClick={() => void share()} className="shrink-0">
          <Share2 aria-hidden="true" className="size-4" />
          Invite classmates
        </Button>
      </div>
    </aside>
  );
}
