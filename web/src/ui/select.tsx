import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClasses } from './input';

// A select is never editable text, so the inputs' read-only look (which :read-only gives every
// select) must not apply.
const selectClasses = controlClasses.replace('read-only:bg-slate-50 read-only:text-fg-muted ', '');

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** The platform's own select (best on phones), styled like the inputs. */
export function Select({ className, ref, children, ...rest }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select ref={ref} className={cn(selectClasses, 'h-11 appearance-none pr-10 sm:h-10')} {...rest}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-fg-subtle"
      />
    </div>
  );
}
