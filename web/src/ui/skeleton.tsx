import { cn } from '../lib/cn';

/** A grey placeholder with a soft pulse, shaped by className. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} />;
}
