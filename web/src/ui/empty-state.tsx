import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { IconTile, type IconTileTone } from './icon-tile';

/** An icon, one sentence, and the action that fills the page (UI.md). */
export function EmptyState({
  icon,
  tone = 'primary',
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <IconTile icon={icon} tone={tone} size="xl" />
      <p className="mt-5 text-base font-semibold text-fg">{title}</p>
      {children ? <div className="mt-1.5 max-w-md text-sm text-fg-muted">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{action}</div> : null}
    </div>
  );
}
