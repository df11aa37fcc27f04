import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';

interface LogoProps {
  className?: string;
  inverse?: boolean;
  reloadDocument?: boolean;
  /** Only the mark on the narrowest phones, where the header's actions need the room. */
  compact?: boolean;
}

/** The Thriftz wordmark, linking home (with `reloadDocument`, by a full page load). */
export function Logo({ className, inverse = false, reloadDocument = false, compact = false }: LogoProps) {
  return (
    <Link
      to="/"
      reloadDocument={reloadDocument}
      aria-label="Thriftz, home"
      className={cn('inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight', className)}
    >
      <span
        aria-hidden="true"
        className="relative flex size-8 items-center justify-center rounded-lg bg-primary text-base font-black text-white shadow-sm"
      >
        T
        <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full bg-accent ring-2 ring-white" />
      </span>
      <span className={cn(inverse ? 'text-white' : 'text-fg', compact && 'max-[419px]:hidden')}>
        Thrift<span className={inverse ? 'text-emerald-300' : 'text-primary'}>z</span>
      </span>
    </Link>
  );
}
