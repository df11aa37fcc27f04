import type { ReactNode } from 'react';
import { Eyebrow } from './eyebrow';

/**
 * A content section's eyebrow and h2. The section's aria-labelledby points at `id`. Children sit under
 * the title (a lead paragraph); className sets the block's width and alignment.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  className,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {title}
      </h2>
      {children}
    </div>
  );
}
