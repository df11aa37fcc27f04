import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export type IconTileTone = 'primary' | 'danger' | 'accent';
export type IconTileSize = 'md' | 'lg' | 'xl';

const tones: Record<IconTileTone, string> = {
  primary: 'bg-primary-soft text-primary',
  danger: 'bg-danger-soft text-danger',
  accent: 'bg-accent-soft text-accent-ink',
};

// The corner radius grows with the tile so small and large tiles look equally rounded.
const sizes: Record<IconTileSize, { tile: string; icon: string }> = {
  md: { tile: 'size-10 rounded-lg', icon: 'size-5' },
  lg: { tile: 'size-11 rounded-xl', icon: 'size-5' },
  xl: { tile: 'size-16 rounded-2xl', icon: 'size-8' },
};

/**
 * A decorative icon on a rounded square. Leave out `tone` to colour the tile through className
 * instead (per-category tints, a solid primary tile).
 */
export function IconTile({
  icon: Icon,
  tone,
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  size?: IconTileSize;
  className?: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', sizes[size].tile, tone && tones[tone], className)}>
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
