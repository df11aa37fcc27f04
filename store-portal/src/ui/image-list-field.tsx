import { cn } from '@web/lib/cn';
import { ArrowLeft, ArrowRight, ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ImageList } from '../lib/use-image-list';

interface ImageListFieldProps {
  label: string;
  hint?: string;
  list: ImageList;
  /** Square thumbnails by default; 'wide' for a cover or banner. */
  shape?: 'square' | 'wide';
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-fg shadow-sm ring-1 ring-line hover:bg-white disabled:opacity-40';

/**
 * The pictures of a form: thumbnails in order, each with its upload progress, Remove and move
 * buttons, and a tile that adds image files (the file picker accepts images only).
 */
export function ImageListField({ label, hint, list, shape = 'square' }: ImageListFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const aspect = shape === 'wide' ? 'aspect-[16/7]' : 'aspect-square';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-fg">{label}</legend>
      {hint ? <p className="text-sm text-fg-subtle">{hint}</p> : null}
      <ul className={cn('grid gap-3', shape === 'wide' ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-3 sm:grid-cols-5')}>
        {list.items.map((item, index) => (
          <li key={item.key} className={cn('group relative overflow-hidden rounded-lg border border-line bg-slate-100', aspect)}>
            <img src={item.previewUrl} alt={item.fileName ?? `${label} ${index + 1}`} className="size-full object-cover" />
            {item.status === 'uploading' ? (
              <div className="absolute inset-x-2 bottom-2">
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.fileName ?? 'image'}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="h-1.5 overflow-hidden rounded-full bg-white/80"
                >
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${item.progress * 100}%` }} />
                </div>
              </div>
            ) : null}
            {item.status === 'failed' ? (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-rose-50/90 text-xs font-semibold text-danger-ink">
                <TriangleAlert aria-hidden="true" className="size-5" />
                Upload failed
              </div>
            ) : null}
            <div className="absolute right-1.5 top-1.5 flex gap-1">
              <button type="button" className={iconButton} aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => list.remove(item.key)}>
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
            {list.items.length > 1 ? (
              <div className="absolute bottom-1.5 left-1.5 flex gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                <button type="button" className={iconButton} aria-label={`Move ${label.toLowerCase()} ${index + 1} earlier`} disabled={index === 0} onClick={() => list.move(item.key, -1)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${label.toLowerCase()} ${index + 1} later`}
                  disabled={index === list.items.length - 1}
                  onClick={() => list.move(item.key, 1)}
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
            {index === 0 && list.max > 1 && item.status === 'done' ? (
              <span className="absolute left-1.5 top-1.5 rounded-full bg-slate-900/75 px-2 py-0.5 text-[11px] font-semibold text-white">Cover</span>
            ) : null}
          </li>
        ))}
        {list.full ? null : (
          <li className={aspect}>
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line-strong bg-surface text-center text-xs font-semibold text-fg-muted transition-colors hover:border-primary hover:text-primary-ink focus-within:border-primary"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {list.max > 1 ? 'Add images' : 'Add image'}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="image/*"
                multiple={list.max > 1}
                className="sr-only"
                onChange={(event) => {
                  if (event.target.files) void list.addFiles(event.target.files);
                  if (input.current) input.current.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
