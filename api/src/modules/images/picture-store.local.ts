// Pictures on this instance's disk: `<DATA_DIR>/uploads/<id>/{thumb,card,main}.webp`. Right for
// one instance (npm start); a second instance would not see them (PICTURE_STORAGE=s3 for that).
import fs from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../http/problem.js';
import { PICTURE_MAX_AGE_SECONDS, VARIANTS, type PictureStore, type Variant } from './picture-store.js';

/** `<DATA_DIR>/uploads`: one folder per image, holding `thumb.webp`, `card.webp` and `main.webp`. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export function localPictureStore(dataDir: string): PictureStore {
  const root = uploadsDir(dataDir);
  const imageDir = (id: string) => path.join(root, id);
  const remove = async (ids: string[]) => {
    await Promise.all(ids.map((id) => fs.rm(imageDir(id), { recursive: true, force: true })));
  };

  return {
    driver: 'local',

    async put(id, variants) {
      const dir = imageDir(id);
      await fs.mkdir(dir, { recursive: true });
      try {
        await Promise.all(VARIANTS.map((v) => fs.writeFile(path.join(dir, `${v}.webp`), variants[v])));
      } catch (err) {
        await fs.rm(dir, { recursive: true, force: true });
        throw err;
      }
    },

    remove,

    // send's ETag and Last-Modified answer conditional GETs with 304; the id and the variant were
    // checked by the validator (uuid, enum) before they reach the path.
    serve(_req, res, next, id, variant) {
      res.sendFile(
        `${id}/${variant}.webp`,
        { root, maxAge: PICTURE_MAX_AGE_SECONDS * 1000, immutable: true, dotfiles: 'deny' },
        (err?: NodeJS.ErrnoException & { status?: number }) => {
          if (!err || res.headersSent) return;
          next(err.status === 404 || err.code === 'ENOENT' ? notFound('Image not found.') : err);
        },
      );
    },

    async read(id: string, variant: Variant) {
      try {
        return await fs.readFile(path.join(imageDir(id), `${variant}.webp`));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async removeAll() {
      await fs.rm(root, { recursive: true, force: true });
    },

    close() {},
  };
}
