import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface BaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Hide the title visually (it is still read to screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}

const overlay = 'fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in';

function CloseButton() {
  return (
    <RadixDialog.Close
      className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-slate-100 hover:text-fg sm:size-10"
      aria-label="Close"
    >
      <X aria-hidden="true" className="size-5" />
    </RadixDialog.Close>
  );
}

/** A centred modal dialog (confirmations, small forms). */
export function Dialog({ open, onOpenChange, title, description, hideTitle, children, className }: BaseProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={cn(
            'card fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-5 data-[state=open]:animate-pop-in',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className={cn('text-lg font-semibold text-fg', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <CloseButton />
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-fg-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A panel sliding in from the right edge (the phone menu). */
export function Sheet({ open, onOpenChange, title, description, hideTitle, children, className }: BaseProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col bg-surface shadow-2xl data-[state=open]:animate-sheet-in',
            className,
          )}
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className={cn('text-base font-semibold text-fg', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <CloseButton />
          </div>
          <RadixDialog.Description className="sr-only">{description ?? title}</RadixDialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A panel rising from the bottom edge (filters on phones): a title bar, a scrolling body and an
 * optional footer that stays in view.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  children,
  footer,
  className,
}: BaseProps & { footer?: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-surface shadow-2xl data-[state=open]:animate-sheet-up',
            className,
          )}
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-slate-300" />
          <div className="flex h-14 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className={cn('text-base font-semibold text-fg', hideTitle && 'sr-only')}>
              {title}
            </RadixDialog.Title>
            <CloseButton />
          </div>
          <RadixDialog.Description className="sr-only">{description ?? title}</RadixDialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer ? (
            <div className="border-t border-line bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
