import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The title band of a create page; narrower than PageHeader's, to line up with the form card under it. */
export function CreatePageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
      <div className="container-page max-w-4xl py-8 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="mt-2 text-fg-muted">{children}</p>
      </div>
    </header>
  );
}

/** One group of a create form: its heading and a line of guidance beside the fields on wide screens. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-b border-line p-5 last:border-b-0 sm:p-6 lg:grid-cols-[13rem_1fr] lg:gap-8">
      <div>
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      </div>
      <div className="min-w-0 space-y-4">{children}</div>
    </section>
  );
}

/** A field's `length/max` counter: muted below `min`, red past `max`, announced as it changes. */
export function LengthCounter({ length, min = 0, max }: { length: number; min?: number; max: number }) {
  return (
    <span
      aria-live="polite"
      className={cn(
        'tabular text-xs',
        length > max ? 'font-semibold text-danger' : length < min ? 'text-fg-subtle' : 'text-primary-ink',
      )}
    >
      {length}/{max}
    </span>
  );
}
