import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/problem.js';
import { deleteImage, uploadImage } from './images.service.js';
import type { Variant } from './picture-store.js';

export function imagesRoutes({ db, pictures, rateLimits }: AppDeps): Router {
  const router = Router();

  // The validator's multer has read the file into memory (at most 25 MB, see http/validator.ts).
  router.post('/api/images', rateLimits.perUser('image-upload', 200, 60 * 60), async (req, res) => {
    const file = (req.files as Express.Multer.File[] | undefined)?.find((f) => f.fieldname === 'image');
    if (!file) throw badRequest('Please choose an image to upload.');
    res.status(201).json(await uploadImage(db, pictures, req.user!.id, file.buffer));
  });

  // Ids and variant names are checked by the validator (uuid; thumb.webp, card.webp, main.webp)
  // before they reach the store; whichever store keeps them, the address and the caching are one.
  router.get('/api/images/:id/:variant', (req, res, next) => {
    pictures.serve(req, res, next, req.params.id, req.params.variant.replace(/\.webp$/, '') as Variant);
  });

  router.delete('/api/images/:id', async (req, res) => {
    await deleteImage(db, pictures, req.user!.id, req.params.id);
    res.status(204).end();
  });

  return router;
}
