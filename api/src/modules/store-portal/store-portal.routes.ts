import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest, unauthorized } from '../../http/problem.js';
import { closeStoreSession, openStoreSession } from '../../http/store-session.js';
import { uploadImage } from '../images/index.js';
import { findIdByEntryCodeHash, findStoreRef, getPortalStore, updateStoreSettings } from '../stores/index.js';
import { ENTRY_CODE_FORMAT, ENTRY_CODE_PATTERN, hashEntryCode, INVALID_ENTRY_CODE, regenerateEntryCode } from './store-portal.entry-code.js';
import { guesserKeys } from './store-portal.address.js';
import { attemptSucceeded, spendAttempt } from './store-portal.throttle.js';

export function storePortalRoutes({ db, config, pictures, rateLimits }: AppDeps): Router {
  const router = Router();
  const { entryCode: limits } = rateLimits;

  router.post('/api/store-portal/session', async (req, res) => {
    const { entryCode } = req.body as JsonBody<'openPortalSession'>;
    const code = entryCode.trim();
    if (!ENTRY_CODE_PATTERN.test(code)) {
      throw badRequest(ENTRY_CODE_FORMAT, 'invalid-input', [{ path: '/body/entryCode', message: ENTRY_CODE_FORMAT }]);
    }
    const guesser = guesserKeys(limits.addressOf(req));
    await spendAttempt(limits, guesser);
    const storeId = await findIdByEntryCodeHash(db, hashEntryCode(config.storePortal.codeSecret, code));
    if (!storeId) throw unauthorized(INVALID_ENTRY_CODE, 'invalid-entry-code');
    await attemptSucceeded(limits, guesser);
    const session = await openStoreSession(db, config, res, storeId);
    res.status(201).json({ store: await getPortalStore(db, storeId), expiresAt: session.expiresAt.toISOString() });
  });

  router.get('/api/store-portal/session', async (req, res) => {
    const session = req.storeSession!;
    res.json({ store: await getPortalStore(db, session.storeId), expiresAt: session.expiresAt.toISOString() });
  });

  // Open to anyone (a portal whose session has already ended still logs out cleanly).
  router.delete('/api/store-portal/session', async (req, res) => {
    await closeStoreSession(db, config, req, res);
    res.status(204).end();
  });

  router.patch('/api/store-portal/store', async (req, res) => {
    const body = req.body as JsonBody<'updatePortalStore'>;
    res.json(await updateStoreSettings(db, pictures, req.storeSession!.storeId, body));
  });

  // The new code, and every other session of the store ends: whoever had the old code is out.
  router.post('/api/store-portal/entry-code', async (req, res) => {
    const { storeId, tokenHash } = req.storeSession!;
    const code = await regenerateEntryCode(db, config, storeId, { kind: 'store', keepSession: tokenHash });
    res.status(201).set('Cache-Control', 'no-store').json({ entryCode: code });
  });

  // As POST /api/images, in the store owner's name: the pictures then attach to the store's
  // products and settings whether the owner works in the portal or in the student app.
  router.post('/api/store-portal/images', rateLimits.perStore('portal-image-upload', 200, 60 * 60), async (req, res) => {
    const file = (req.files as Express.Multer.File[] | undefined)?.find((f) => f.fieldname === 'image');
    if (!file) throw badRequest('Please choose an image to upload.');
    const store = await findStoreRef(db, req.storeSession!.storeId);
    res.status(201).json(await uploadImage(db, pictures, store.ownerId, file.buffer));
  });

  return router;
}
