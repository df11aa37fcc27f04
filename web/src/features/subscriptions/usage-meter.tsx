import { cn } from '../../lib/cn';

/** A labelled bar: used out of total. */
export function UsageMeter({ used, total, label }: { used: number; total: number; label: string }) {
  const ratio = total > 0 ? Math.min(1, used / total) : used > 0 ? 1 : 0;
  const full = total > 0 && used >= total;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(total, used)}
      aria-valuenow={used}
      aria-valuetext={`${used} of ${total} used`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-500', full ? 'bg-accent' : 'bg-primary')}
        style={{ width: `${Math.round(ratio * 100)}%` }}
      />
    </div>
  );
}
