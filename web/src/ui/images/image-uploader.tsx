import { ChevronLeft, ChevronRight, CircleAlert, ImagePlus, RotateCw, Trash2, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import type { UploadItem, useImageUploads } from './use-image-uploads';

type Uploads = ReturnType<typeof useImageUploads>;

const tileButton =
  'inline-flex size-9 items-center justify-center rounded-full bg-slate-950/70 text-white shadow hover:bg-slate-950/90 sm:size-8';

function UploadTile({
  item,
  index,
  isCover,
  isLast,
  uploads,
}: {
  item: UploadItem;
  index: number;
  isCover: boolean;
  isLast: boolean;
  uploads: Uploads;
}) {
  const name = item.file?.name || `Picture ${index + 1}`;
  const percent = Math.round(item.progress * 100);
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ring-line">
      <img
        src={item.previewUrl}
        alt={`${name}${item.status === 'done' ? '' : item.status === 'failed' ? ' (failed)' : ' (uploading)'}`}
        className={cn('size-full object-cover', item.status !== 'done' && 'opacity-60')}
      />
      {isCover ? (
        <span className="absolute left-1.5 top-1.5 rounded-full bg-white/95 px-2 py-0.5 text-[0.7rem] font-semibold text-fg shadow-sm">
          Cover
        </span>
      ) : null}

      {item.status === 'done' ? (
        <>
          <button type="button" onClick={() => uploads.remove(item.key)} aria-label={`Remove ${name}`} className={cn(tileButton, 'absolute right-1.5 top-1.5')}>
            <X aria-hidden="true" className="size-4" />
          </button>
          {/* Buttons, not only dragging: the order (the first is the cover) can be set by keyboard and touch. */}
          <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
            <button
              type="button"
              onClick={() => uploads.move(item.key, -1)}
              disabled={index === 0}
              aria-label={`Move ${name} left`}
              title="Move left"
              className={cn(tileButton, 'disabled:invisible')}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              onClick={() => uploads.move(item.key, 1)}
              disabled={isLast}
              aria-label={`Move ${name} right`}
              title="Move right"
              className={cn(tileButton, 'disabled:invisible')}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </>
      ) : null}

      {item.status === 'queued' || item.status === 'uploading' ? (
        <>
          <button
            type="button"
            onClick={() => uploads.remove(item.key)}
            aria-label={`Cancel upload of ${name}`}
            title="Cancel upload"
            className={cn(tileButton, 'absolute right-1.5 top-1.5')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
          <div className="absolute inset-x-0 bottom-0 space-y-1.5 bg-gradient-to-t from-slate-950/80 to-transparent p-2 pt-6">
            <p className="tabular text-xs font-semibold text-white">{item.status === 'queued' ? 'Waiting…' : `Uploading ${percent}%`}</p>
            <div
              role="progressbar"
              aria-label={`Uploading ${name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-white/30"
            >
              <div className="h-full rounded-full bg-emerald-400 transition-[width] duration-200" style={{ width: `${percent}%` }} />
            </div>
          </div>
        </>
      ) : null}

      {item.status === 'failed' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-rose-950/75 p-2 text-center text-white">
          <CircleAlert aria-hidden="true" className="size-5" />
          <p className="line-clamp-2 text-[0.7rem] font-medium leading-tight">{item.error}</p>
          <div className="flex gap-1.5">
            <button type="button" onClick={() => uploads.retry(item.key)} aria-label={`Retry ${name}`} className={tileButton}>
              <RotateCw aria-hidden="true" className="size-4" />
            </button>
            <button type="button" onClick={() => uploads.remove(item.key)} aria-label={`Remove ${name}`} className={tileButton}>
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The pictures of a listing, request or roommate post, new or edited: choose or drop files
 * (images only, at most `uploads.max`), watch each upload (one at a time) with its own progress
 * bar and Cancel, move one left or right (the first is the cover), remove one, or remove all
 * after confirming.
 */
export function ImageUploader({
  uploads,
  error,
  disabled,
  required = true,
  noun = 'listing',
  hint = 'JPG, PNG or WebP, up to 25 MB each. The first picture is the cover.',
}: {
  uploads: Uploads;
  error?: string;
  disabled?: boolean;
  /** Listings need a picture; requests do not. */
  required?: boolean;
  /** What the pictures belong to, in the remove-all confirmation. */
  noun?: string;
  /** The line under the drop zone (the mini-store product form has the spec's own). */
  hint?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const max = uploads.max;
  const full = uploads.count >= max;
  const firstDone = uploads.items.find((item) => item.status === 'done')?.key;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) uploads.addFiles(event.dataTransfer.files);
  };

  return (
    <div className="space-y-3" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          Images
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          ) : (
            <span className="ml-1 font-normal text-fg-subtle">(optional)</span>
          )}
        </p>
        <span className="tabular text-xs text-fg-subtle" aria-live="polite">
          {uploads.count}/{max}
        </span>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : error ? 'border-rose-300 bg-danger-soft/40' : 'border-line-strong bg-slate-50',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-primary shadow-sm ring-1 ring-line">
          <ImagePlus aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm font-medium text-fg">
            <span className="hidden sm:inline">Drag pictures here, or </span>
            <span className="sm:hidden">Add up to {max} pictures</span>
          </p>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-fg-subtle">
            {hint}
          </p>
        </div>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept="image/*"
          multiple
          aria-label="Choose images"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) uploads.addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={disabled || full}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {full ? 'Maximum reached' : 'Choose images'}
        </Button>
      </div>

      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}

      {uploads.items.length > 0 ? (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3" aria-label="Chosen pictures">
            {uploads.items.map((item, index) => (
              <UploadTile
                key={item.key}
                item={item}
                index={index}
                isCover={item.key === firstDone}
                isLast={index === uploads.items.length - 1}
                uploads={uploads}
              />
            ))}
          </ul>
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirmClear(true)}
              disabled={disabled}
              className="text-danger-ink hover:bg-danger-soft hover:text-danger-ink"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove all
            </Button>
          </div>
        </>
      ) : null}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Remove all images?"
        description={
          uploads.items.length === 1
            ? `The picture will be removed from this ${noun}.`
            : `All ${uploads.items.length} pictures will be removed from this ${noun}, and uploads in progress will stop.`
        }
        confirmLabel="Remove all"
        onConfirm={() => {
          uploads.removeAll();
          setConfirmClear(false);
        }}
      />
    </div>
  );
}
