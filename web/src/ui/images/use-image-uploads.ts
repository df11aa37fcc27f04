import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { deleteImage } from '@thriftz/client/generated/images/images';
import type { Image } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { MAX_IMAGES } from '../../lib/posts/post-fields';
import { MISSING_ASSET_MESSAGE, MissingAssetError, uploadImageWithProgress } from './upload-image';

/** The spec's words for picture uploads (document 1, section 8). */
export const UPLOAD_MESSAGES = {
  onlyImages: 'Only image files are allowed',
  tooMany: (already: number, max: number = MAX_IMAGES) => `Maximum ${max} images allowed. You already have ${already} images.`,
  someFailed: 'Failed to upload some images',
  missingAsset: MISSING_ASSET_MESSAGE,
} as const;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  /** The file chosen; none for a picture the post already had (an edit). */
  file?: File;
  /** A local object URL for the preview (revoked when the item goes), or the post's own picture. */
  previewUrl: string;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  image?: Image;
  error?: string;
}

type Action =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; image: Image }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'clear' };

function reducer(items: UploadItem[], action: Action): UploadItem[] {
  const patch = (key: string, change: Partial<UploadItem>) =>
    items.map((item) => (item.key === key ? { ...item, ...change } : item));
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return patch(action.key, { status: 'uploading', progress: 0, error: undefined });
    case 'progress':
      return patch(action.key, { progress: action.progress });
    case 'done':
      return patch(action.key, { status: 'done', progress: 1, image: action.image });
    case 'failed':
      return patch(action.key, { status: 'failed', error: action.error });
    case 'retry':
      return patch(action.key, { status: 'queued', progress: 0, error: undefined });
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'move': {
      const from = items.findIndex((item) => item.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= items.length) return items;
      const moved = [...items];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    }
    case 'clear':
      return [];
  }
}

/** The pictures a post already has, as finished uploads (an edit starts from them). */
const existingItems = (images: Image[]): UploadItem[] =>
  images.map((image) => ({ key: `image-${image._id}`, previewUrl: image.cardUrl, status: 'done', progress: 1, image }));

let nextKey = 0;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploaded pictures that will not be used are discarded on the server; a failure there is
 * harmless. The post's own pictures stay until the edit is saved (the server deletes those left out).
 */
function discard(item: UploadItem) {
  if (!item.file) return;
  URL.revokeObjectURL(item.previewUrl);
  if (item.image) deleteImage(item.image._id).catch(() => {});
}

/**
 * The pictures of a post being created or edited (starting from `initial`, its own): files are
 * checked (images only, at most `max` in all: 10 for listings), then uploaded one at a time with
 * progress; each can be cancelled, removed or moved (the first is the cover).
 */
export function useImageUploads(max: number = MAX_IMAGES, initial: Image[] = []) {
  const [items, dispatch] = useReducer(reducer, initial, existingItems);
  const active = useRef<{ key: string; abort: () => void } | null>(null);
  const batchFailed = useRef(false);
  const latest = useRef(items);

  useEffect(() => {
    latest.current = items;
  }, [items]);

  // The queue: start the next file when none is uploading; report failures once the batch ends.
  useEffect(() => {
    if (active.current) return;
    const next = items.find((item): item is UploadItem & { file: File } => item.status === 'queued' && item.file !== undefined);
    if (!next) {
      if (batchFailed.current) {
        batchFailed.current = false;
        toast.error(UPLOAD_MESSAGES.someFailed);
      }
      return;
    }
    const { key } = next;
    const upload = uploadImageWithProgress(next.file, (progress) => dispatch({ type: 'progress', key, progress }));
    active.current = { key, abort: upload.abort };
    dispatch({ type: 'start', key });
    upload.promise.then(
      (image) => {
        if (active.current?.key === key) active.current = null;
        dispatch({ type: 'done', key, image });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        if (active.current?.key === key) active.current = null;
        batchFailed.current = true;
        if (error instanceof MissingAssetError) toast.error(UPLOAD_MESSAGES.missingAsset);
        dispatch({ type: 'failed', key, error: errorMessage(error, 'Upload failed') });
      },
    );
  }, [items]);

  // Leaving the page stops the upload in flight and frees the previews.
  useEffect(
    () => () => {
      active.current?.abort();
      active.current = null;
      for (const item of latest.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const addFiles = useCallback(
    (selected: FileList | File[]) => {
      const files = Array.from(selected);
      if (files.length === 0) return;
      const images = files.filter((file) => file.type.startsWith('image/'));
      if (images.length < files.length) toast.error(UPLOAD_MESSAGES.onlyImages);
      if (images.length === 0) return;
      const already = latest.current.filter((item) => item.status !== 'failed').length;
      if (already + images.length > max) {
        toast.error(UPLOAD_MESSAGES.tooMany(already, max));
        return;
      }
      dispatch({
        type: 'add',
        items: images.map((file) => ({
          key: `upload-${++nextKey}`,
          file,
          previewUrl: URL.createObjectURL(file),
          status: 'queued' as const,
          progress: 0,
        })),
      });
    },
    [max],
  );

  const stopIfActive = (key?: string) => {
    if (active.current && (key === undefined || active.current.key === key)) {
      active.current.abort();
      active.current = null;
    }
  };

  const remove = useCallback((key: string) => {
    const item = latest.current.find((candidate) => candidate.key === key);
    if (!item) return;
    stopIfActive(key);
    discard(item);
    dispatch({ type: 'remove', key });
  }, []);

  const removeAll = useCallback(() => {
    stopIfActive();
    latest.current.forEach(discard);
    batchFailed.current = false;
    dispatch({ type: 'clear' });
  }, []);

  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  const move = useCallback((key: string, by: -1 | 1) => dispatch({ type: 'move', key, by }), []);

  const imageIds = items.flatMap((item) => (item.status === 'done' && item.image ? [item.image._id] : []));
  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const count = items.filter((item) => item.status !== 'failed').length;

  return { items, imageIds, busy, count, max, addFiles, remove, removeAll, retry, move };
}
