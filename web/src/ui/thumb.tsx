import { ImageOff } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * A product's square thumbnail at a fixed size (80 px in the cart, 48 px at checkout: document 2,
 * section 2.5), with explicit width and height so nothing shifts; a plain tile without a picture.
 * Decorative: the title beside it names the product.
 */
export function Thumb({ src, size, className }: { src: string | null | undefined; size: 48 | 64 | 80; className?: string }) {
  const box = cn('shrink-0 rounded-lg border border-line bg-slate-100', className);
  if (!src) {
    return (
      <span aria-hidden="true" style={{ width: size, height: size }} className={cn(box, 'flex items-center justify-center text-slate-400')}>
        <ImageOff className="size-5" />
      </span>
    );
  }
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" style={{ width: size, height: size }} className={cn(box, 'object-cover')} />;
}
