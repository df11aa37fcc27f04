import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { IconTile, type IconTileTone } from './icon-tile';

export type IconItemFrame = 'card' | 'bordered';

// 'bordered' keeps the card's border but drops its fill and shadow, for lists on a band that is already white.
const frames: Record<IconItemFrame, string> = {
  card: 'card p-5',
  bordered: 'rounded-xl border border-line p-5',
};

/** A list item: an icon tile beside a short h3 title and a line of text (children). */
export function IconItem({
  icon,
  tone = 'primary',
  frame = 'card',
  title,
  children,
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  frame?: IconItemFrame;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex gap-4', frames[frame])}>
      <IconTile icon={icon} tone={tone} className="shrink-0" />
      <div>
        <h3 className="font-semibold text-fg">{title}</h3>
        <p className="mt-1 text-sm text-fg-muted">{children}</p>
      </div>
    </li>
  );
}
