import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; leave empty when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 shrink-0 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** A centred spinner for a region that is loading. */
export function LoadingBlock({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-40 items-center justify-center text-primary', className)}>
      <Spinner className="size-6" label={label} />
    </div>
  );
}
