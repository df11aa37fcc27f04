import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';

export const controlClasses =
  'block w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-fg shadow-xs transition-[border-color] ' +
  'placeholder:text-slate-400 hover:border-slate-400 ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-fg-subtle ' +
  'read-only:bg-slate-50 read-only:text-fg-muted ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 sm:text-sm';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** A small decorative icon inside the left edge. */
  leadingIcon?: ReactNode;
}

export function Input({ className, ref, leadingIcon, ...rest }: InputProps) {
  const input = (
    <input ref={ref} className={cn(controlClasses, 'h-11 sm:h-10', leadingIcon ? 'pl-10' : undefined, className)} {...rest} />
  );
  if (!leadingIcon) return input;
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center justify-center text-fg-subtle">
        {leadingIcon}
      </span>
      {input}
    </div>
  );
}
