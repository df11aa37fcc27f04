import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button';
import { Eyebrow } from '../eyebrow';

/** The "create one" link of a browse page, offered in its hero and again by its empty state. */
export function CreateButton({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to={to}>
        <Plus aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </Button>
  );
}

/** A browse page's header band: eyebrow, title, lead and the create link on the right. */
export function BrowseHero({
  eyebrow,
  title,
  lead,
  createTo,
  createLabel,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  createTo: string;
  createLabel: string;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-primary-soft to-canvas">
      <div className="container-page flex flex-col gap-5 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-12">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-fg-muted sm:text-lg">{lead}</p>
        </div>
        <CreateButton to={createTo} className="shrink-0 self-start sm:self-auto">
          {createLabel}
        </CreateButton>
      </div>
    </header>
  );
}
