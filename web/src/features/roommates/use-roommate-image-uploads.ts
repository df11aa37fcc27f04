import { useCallback } from 'react';
import { toast } from 'sonner';
import type { Image } from '@thriftz/client/generated/model';
import { useImageUploads } from '../../ui/images/use-image-uploads';
import { MAX_ROOMMATE_IMAGES } from './create-roommate-schema';

/**
 * Keeps the non-images (so the uploader still says they are not allowed) and the first `room`
 * images: the rest are dropped.
 */
export function keepImagesThatFit(files: File[], room: number): { kept: File[]; dropped: number } {
  let left = Math.max(0, room);
  let dropped = 0;
  const kept = files.filter((file) => {
    if (!file.type.startsWith('image/')) return true;
    if (left > 0) {
      left -= 1;
      return true;
    }
    dropped += 1;
    return false;
  });
  return { kept, dropped };
}

/**
 * The listings uploader (one progress bar per file, cancel, retry) for a roommate post: at most 5
 * pictures, and choosing more than fit keeps the first ones and drops the rest (document 2,
 * section 5) instead of refusing the whole choice.
 */
export function useRoommateImageUploads(initial?: Image[]) {
  const uploads = useImageUploads(MAX_ROOMMATE_IMAGES, initial);
  const { addFiles: addAll, count, max } = uploads;

  const addFiles = useCallback(
    (selected: FileList | File[]) => {
      const { kept, dropped } = keepImagesThatFit(Array.from(selected), max - count);
      if (dropped > 0) toast.info(`Only ${max} pictures fit: ${dropped === 1 ? '1 extra was' : `${dropped} extra were`} left out.`);
      if (kept.length > 0) addAll(kept);
    },
    [addAll, count, max],
  );

  return { ...uploads, addFiles };
}
