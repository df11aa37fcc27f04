import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'inverse';
export type ButtonSize = 'md' | 'sm' | 'lg' | 'icon';

// Icons never shrink: a button squeezed by its row keeps them square (its text may overflow instead).
const base =
  'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors [&_svg]:shrink-0 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-solid text-white shadow-sm hover:bg-primary-solid-hover',
  secondary: 'border border-line-strong bg-surface text-fg shadow-sm hover:border-slate-400 hover:bg-slate-50',
  ghost: 'text-fg-muted hover:bg-slate-100 hover:text-fg',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
  accent: 'bg-accent text-slate-950 shadow-sm hover:bg-amber-400',
  inverse: 'bg-white text-primary-ink shadow-sm hover:bg-emerald-50',
};

// 44 px touch targets on phones, 40 px from the sm breakpoint up.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-10 px-3 text-sm sm:h-9',
  md: 'h-11 px-4 text-sm sm:h-10',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11 sm:size-10',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and disables the button. */
  busy?: boolean;
  /** Renders the single child (a Link, an a) with the button's look. */
  asChild?: boolean;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
