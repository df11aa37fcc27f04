/**
 * The bulk seed's pictures: a few real WebP files per category, made once with sharp through the
 * upload pipeline into DATA_DIR/bulk-pictures/, and one symbolic link per image row in
 * DATA_DIR/uploads/<id> pointing at one of them (npm run seed:bulk, the web bench).
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeVariants } from '../../api/src/modules/images/images.processing.js';
import { uploadsDir } from '../../api/src/modules/images/index.js';
import { catalogue } from '../../seeds/bulk-catalogue.js';
import type { BulkImage } from '../../seeds/bulk.js';

const PICTURES_PER_CATEGORY = 3;
const palette = ['#0ea5e9', '#8b5cf6', '#f97316', '#10b981', '#ef4444', '#eab308', '#ec4899', '#14b8a6', '#6366f1', '#84cc16'];

/** A 1200×900 picture: a gradient, a shape and the category's name. */
function pictureSvg(label: string, colour: string, variant: number) {
  const shapes = [
    '<circle cx="600" cy="400" r="220" fill="#fff" fill-opacity="0.28"/>',
    '<rect x="400" y="200" width="400" height="400" rx="48" fill="#fff" fill-opacity="0.28"/>',
    '<polygon points="600,170 840,600 360,600" fill="#fff" fill-opacity="0.28"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="${variant % 2}" x2="1" y2="${1 - (variant % 2)}">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>${shapes[variant % shapes.length]}
    <text x="600" y="780" font-family="sans-serif" font-size="88" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
}

const poolName = (category: string, n: number) => `${category}-${n}`;

/** The shared pictures, made through the same pipeline as uploads; kept between runs. */
export async function ensurePicturePool(poolDir: string) {
  await Promise.all(
    catalogue.flatMap(({ category }, c) =>
      Array.from({ length: PICTURES_PER_CATEGORY }, async (_, n) => {
        const dir = path.join(poolDir, poolName(category, n));
        if (await fs.stat(path.join(dir, 'main.webp')).catch(() => null)) return;
        const label = category.replace(/(^|-)(.)/g, (_, dash: string, ch: string) => `${dash && ' '}${ch.toUpperCase()}`);
        const png = await sharp(Buffer.from(pictureSvg(label, palette[c % palette.length]!, n))).png().toBuffer();
        const files = await makeVariants(png);
        await fs.mkdir(dir, { recursive: true });
        await Promise.all(Object.entries(files).map(([variant, data]) => fs.writeFile(path.join(dir, `${variant}.webp`), data)));
      }),
    ),
  );
}

export function unlinkPictures(dataDir: string, ids: string[]) {
  for (const id of ids) fsSync.rmSync(path.join(uploadsDir(dataDir), id), { force: true });
}

/**
 * uploads/<image id> → ../bulk-pictures/<category>-<n>, n from the id. Synchronous (several times
 * faster than as many promises on the thread pool) in slices, letting the database calls through.
 * Creating links where many were just deleted is very slow on ext4 (≈0.3 ms each), so --reset
 * keeps the links and the ids repeat: same count, nothing to do.
 */
export async function linkPictures(dataDir: string, images: BulkImage[]) {
  const uploads = uploadsDir(dataDir);
  await fs.mkdir(uploads, { recursive: true });
  const poolRelative = path.relative(uploads, path.join(dataDir, 'bulk-pictures'));
  for (let i = 0; i < images.length; i += 2000) {
    for (const { id, category } of images.slice(i, i + 2000)) {
      const target = path.join(poolRelative, poolName(category, Number.parseInt(id.slice(-2), 16) % PICTURES_PER_CATEGORY));
      const file = path.join(uploads, id);
      try {
        fsSync.symlinkSync(target, file);
      } catch (err) {
        // The ids repeat from run to run: a link left by --reset is kept when it still fits.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        if (fsSync.readlinkSync(file) !== target) {
          fsSync.rmSync(file, { force: true });
          fsSync.symlinkSync(target, file);
        }
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
