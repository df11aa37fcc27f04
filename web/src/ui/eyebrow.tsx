import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The small uppercase label above a page or section title. */
export function Eyebrow({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn('text-sm font-semibold uppercase tracking-wider text-primary-ink', className)}>{children}</p>;
}
