import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** "4.3 out of 5 stars", the words screen readers hear for a row of stars. */
export const starWords = (rating: number) => `${rating.toLocaleString('en-IN', { maximumFractionDigits: 1 })} out of 5 stars`;

/** A rating as five stars, to the nearest half (4.5 shows four and a half), read out as words. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={starWords(rating)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const lit = halves >= n * 2 ? 'w-full' : halves === n * 2 - 1 ? 'w-1/2' : null;
        return (
          <span key={n} className="relative inline-flex size-4">
            <Star aria-hidden="true" className="size-4 fill-transparent text-slate-300" />
            {lit && (
              <span className={cn('absolute inset-y-0 left-0 overflow-hidden', lit)}>
                <Star aria-hidden="true" className="size-4 max-w-none fill-amber-400 text-amber-500" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
