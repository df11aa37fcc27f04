import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest } from '../../http/problem.js';
import { refuseSuspended } from '../../http/suspension-guard.js';
import { liveSettingsReader } from '../settings/index.js';
import { expireNow } from './content.expiry.js';
import * as service from './content.service.js';

/** The original content API's calls (/api/sanity/*), each dispatched to the module that owns the document. */
export function contentRoutes({ db, config, pictures, rateLimits }: AppDeps): Router {
  const settings = liveSettingsReader(db, config);
  const router = Router();
  // The same budgets (shared counters) as POST /api/listings, POST /api/boosts and POST /api/images.
  const listingCreate = rateLimits.perUser('listing-create', 30, 60 * 60);
  const imageUpload = rateLimits.perUser('image-upload', 200, 60 * 60);
  const boost = rateLimits.perUser('boost', 30, 60 * 60);
  const budgetOfType: RequestHandler = (req, res, next) => {
    const { documentType } = req.body as JsonBody<'createDocument'>;
    if (documentType === 'productListing') return listingCreate(req, res, next);
    if (documentType === 'productAdBoost') return boost(req, res, next);
    next();
  };

  router.post('/api/sanity/create', refuseSuspended, budgetOfType, async (req, res) => {
    res.status(201).json(await service.createDocument(db, pictures, req.user!, req.body as JsonBody<'createDocument'>, (await settings()).boostHours));
  });

  router.patch('/api/sanity/patch/:id', refuseSuspended, async (req, res) => {
    const { updates } = req.body as JsonBody<'patchDocument'>;
    res.json(await service.patchDocument(db, req.user!, String(req.params.id), updates));
  });

  router.delete('/api/sanity/delete/:id', async (req, res) => {
    res.json(await service.deleteDocument(db, pictures, req.user!, req.params.id));
  });

  // The validator's multer has read the file into memory (at most 25 MB, see http/validator.ts).
  router.post('/api/sanity/upload-image', imageUpload, async (req, res) => {
    const file = (req.files as Express.Multer.File[] | undefined)?.find((f) => f.fieldname === 'image');
    if (!file) throw badRequest('Please choose an image to upload.');
    res.status(201).json(await service.uploadImageAsset(db, pictures, req.user!, file.buffer));
  });

  router.post('/api/sanity/expire-listings', ...rateLimits.expireListings, async (req, res) => {
    res.json(await expireNow(db, req.log));
  });

  return router;
}
