import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../http/problem.js';
import { deleteImage, uploadImage } from './images.service.js';
import { uploadsDir } from './images.storage.js';

export function imagesRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const dataDir = config.dataDir;

  // The validator's multer has read the file into memory (at most 25 MB, see http/validator.ts).
  router.post('/api/images', rateLimits.perUser('image-upload', 200, 60 * 60), async (req, res) => {
    const file = (req.files as Express.Multer.File[] | undefined)?.find((f) => f.fieldname === 'image');
    if (!file) throw badRequest('Please choose an image to upload.');
    res.status(201).json(await uploadImage(db, dataDir, req.user!.id, file.buffer));
  });

  // Ids and variant names are checked by the validator (uuid, enum) before they reach the path.
  router.get('/api/images/:id/:variant', (req, res, next) => {
    res.sendFile(
      `${req.params.id}/${req.params.variant}`,
      { root: uploadsDir(dataDir), maxAge: 365 * 24 * 60 * 60 * 1000, immutable: true, dotfiles: 'deny' },
      (err?: NodeJS.ErrnoException & { status?: number }) => {
        if (!err || res.headersSent) return;
        next(err.status === 404 || err.code === 'ENOENT' ? notFound('Image not found.') : err);
      },
    );
  });

  router.delete('/api/images/:id', async (req, res) => {
    await deleteImage(db, dataDir, req.user!.id, req.params.id);
    res.status(204).end();
  });

  return router;
}
