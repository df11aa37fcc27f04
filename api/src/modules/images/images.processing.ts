import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { badRequest } from '../../http/problem.js';
import type { Variant } from './picture-store.js';

export const NOT_AN_IMAGE = 'Only image files are allowed';

/** What the file's content says it is, limited to the formats sharp decodes here. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/** The sizes the pages use: grid thumbnails, 4:3 cards (600×450, cropped to fill) and the detail view. */
const sizes: Record<Variant, ResizeOptions> = {
  thumb: { width: 100 },
  card: { width: 600, height: 450, fit: 'cover' },
  main: { width: 800, withoutEnlargement: true },
};

/** Larger pictures are refused (a small file can decode to a huge bitmap). */
const MAX_INPUT_PIXELS = 100_000_000;
/** The one decode is scaled down until its shorter side is this long: enough for every size. */
const WORKING_SIZE = 1600;

/**
 * Checks the upload by its content (never its name or declared type), then decodes it once,
 * turns it upright by its EXIF orientation and re-encodes it to WebP in each size. sharp writes
 * no metadata unless asked, so EXIF (GPS position, camera) does not survive. Animated images keep
 * their first frame.
 */
export async function makeVariants(input: Buffer): Promise<Record<Variant, Buffer>> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(NOT_AN_IMAGE, 'not-an-image');
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: 'outside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const encode = (variant: Variant) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize(sizes[variant])
        .webp({ quality: 80 })
        .toBuffer();
    const [thumb, card, main] = await Promise.all([encode('thumb'), encode('card'), encode('main')]);
    return { thumb, card, main };
  } catch {
    // Right signature, undecodable content (truncated, corrupt, too large or a disguised file).
    throw badRequest(NOT_AN_IMAGE, 'not-an-image');
  }
}
