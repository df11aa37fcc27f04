import fs from 'node:fs/promises';
import path from 'node:path';

/** The sizes every picture is kept in, named by the server (the original is never written). */
export const VARIANTS = ['thumb', 'card', 'main'] as const;
export type Variant = (typeof VARIANTS)[number];

/** `<DATA_DIR>/uploads`: one folder per image, holding `thumb.webp`, `card.webp` and `main.webp`. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const imageDir = (dataDir: string, id: string) => path.join(uploadsDir(dataDir), id);

export async function writeImageFiles(dataDir: string, id: string, files: Record<Variant, Buffer>): Promise<void> {
  const dir = imageDir(dataDir, id);
  await fs.mkdir(dir, { recursive: true });
  try {
    await Promise.all(VARIANTS.map((v) => fs.writeFile(path.join(dir, `${v}.webp`), files[v])));
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Removes the images' folders; a folder that is already gone is not an error. */
export async function removeImageFiles(dataDir: string, ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => fs.rm(imageDir(dataDir, id), { recursive: true, force: true })));
}
