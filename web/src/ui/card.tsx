import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** rounded-xl, 1 px slate-200 border, one soft shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('card', className)} {...rest} />;
}
