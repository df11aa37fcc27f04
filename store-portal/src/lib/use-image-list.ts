import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Image } from '@thriftz/client/generated/model';
import { uploadPortalImage } from './upload-image';

export interface ImageItem {
  key: string;
  /** The stored picture once uploaded (or the one the product or store already had). */
  image?: Image;
  /** A local preview while the file uploads. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  fileName?: string;
}

export interface ImageListOptions {
  initial?: Image[];
  max: number;
  /** After a selection's uploads: how many were stored, and the first failure's reason if any. */
  onBatchEnd?: (result: { uploaded: number; failure?: string }) => void;
}

/** A chosen file that is not a picture: the student web app's words for it (spec document 1, section 8). */
export const NOT_AN_IMAGE_MESSAGE = 'Only image files are allowed';

let nextKey = 0;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const fromImage = (image: Image): ImageItem => ({ key: `image-${image._id}`, image, previewUrl: image.thumbUrl, status: 'done', progress: 1 });

/**
 * Pictures being chosen for a product or the store: image files only, at most `max`, uploaded one
 * per call, in order, each with its own progress; any can be removed or moved (the first is the cover).
 * Only uploaded pictures count (`imageIds`).
 */
export function useImageList({ initial = [], max, onBatchEnd }: ImageListOptions) {
  const [items, setItems] = useState<ImageItem[]>(() => initial.map(fromImage));
  const aborts = useRef(new Map<string, () => void>());
  const count = useRef(items.length);
  const onBatchEndRef = useRef(onBatchEnd);

  useEffect(() => {
    count.current = items.filter((item) => item.status !== 'failed').length;
    onBatchEndRef.current = onBatchEnd;
  });

  // Leaving the form stops the uploads in flight and frees the previews.
  useEffect(() => {
    const inFlight = aborts.current;
    return () => inFlight.forEach((abort) => abort());
  }, []);

  const patch = (key: string, change: Partial<ImageItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = useCallback(
    async (selected: FileList | File[]) => {
      const chosen = Array.from(selected);
      const pictures = chosen.filter((file) => file.type.startsWith('image/'));
      // The picker asks for images, but "All files" (or a drop) can still hand over others: say so.
      if (pictures.length < chosen.length) toast.error(NOT_AN_IMAGE_MESSAGE);
      const files = pictures.slice(0, Math.max(0, max - count.current));
      if (files.length === 0) return;
      const added = files.map((file) => ({
        file,
        item: { key: `upload-${++nextKey}`, previewUrl: URL.createObjectURL(file), status: 'uploading', progress: 0, fileName: file.name } as ImageItem,
      }));
      count.current += added.length;
      setItems((current) => [...current, ...added.map(({ item }) => item)]);

      let uploaded = 0;
      let failure: string | undefined;
      for (const { file, item } of added) {
        const upload = uploadPortalImage(file, (progress) => patch(item.key, { progress }));
        aborts.current.set(item.key, upload.abort);
        try {
          const image = await upload.promise;
          uploaded += 1;
          URL.revokeObjectURL(item.previewUrl);
          patch(item.key, { status: 'done', progress: 1, image, previewUrl: image.thumbUrl });
        } catch (error) {
          if (isAbort(error)) continue;
          failure ??= error instanceof Error ? error.message : String(error);
          patch(item.key, { status: 'failed' });
        } finally {
          aborts.current.delete(item.key);
        }
      }
      if (uploaded > 0 || failure) onBatchEndRef.current?.({ uploaded, failure });
    },
    [max],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => {
    setItems((current) => {
      const from = current.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const moved = [...current];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    });
  }, []);

  const reset = useCallback((images: Image[]) => setItems(images.map(fromImage)), []);

  const images = items.flatMap((item) => (item.status === 'done' && item.image ? [item.image] : []));
  return {
    items,
    images,
    imageIds: images.map((image) => image._id),
    busy: items.some((item) => item.status === 'uploading'),
    full: items.filter((item) => item.status !== 'failed').length >= max,
    max,
    addFiles,
    remove,
    move,
    reset,
  };
}

export type ImageList = ReturnType<typeof useImageList>;
