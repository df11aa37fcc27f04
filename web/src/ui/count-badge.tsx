import { cn } from '../lib/cn';

/** Badges cap at 9+ (document 1, navigation; UI.md). */
export function countBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** A small count bubble (unread messages, cart items), hidden at 0. Decorative: the control around it names the count. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'tabular inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[0.7rem] font-bold leading-none text-white',
        className,
      )}
    >
      {countBadgeText(count)}
    </span>
  );
}
