import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Eyebrow } from './eyebrow';

/** The title band at the top of a content page. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cn('border-b border-line bg-gradient-to-b from-primary-soft to-canvas', className)}>
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-base text-fg-muted sm:text-lg">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
