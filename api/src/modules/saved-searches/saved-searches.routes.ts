import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest } from '../../http/problem.js';
import { linkPage } from '../email/index.js';
import { searchOfDigestToken } from './digest-token.js';
import * as service from './saved-searches.service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The signed-in student's saved searches (the contract lets only a student's session or token
 * in), and the digest's unsubscribe link, which needs no sign-in: its signed token names the search.
 */
export function savedSearchesRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();

  router.get('/api/saved-searches', async (req, res) => {
    res.json(await service.listSavedSearches(db, req.user!.id));
  });

  router.post('/api/saved-searches', async (req, res) => {
    res.status(201).json(await service.createSavedSearch(db, req.user!.id, req.body as JsonBody<'createSavedSearch'>));
  });

  // Before /:id, though the contract's uuid pattern would keep the two apart anyway.
  const invalidLink = () => badRequest('This unsubscribe link is not valid. Use the link of a Thriftz e-mail as it is.', 'invalid-token');
  router.get('/api/saved-searches/digest-unsubscribe', (req, res) => {
    const token = String(req.query.token);
    if (!searchOfDigestToken(config.sessionSecret, token)) throw invalidLink();
    // Asks first: mail scanners open links, and opening this one must change nothing.
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        linkPage(
          'Stop e-mails for this search',
          `<h1>Stop e-mails for this saved search?</h1>
<p>This search will no longer be part of your daily Thriftz digest. It stays saved, and new matches still show in your notifications.</p>
<form method="post" action="/api/saved-searches/digest-unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop e-mails</button></form>`,
        ),
      );
  });
  router.post('/api/saved-searches/digest-unsubscribe', ...rateLimits.publicWrite, async (req, res) => {
    if (!(await service.digestOffByLink(db, config.sessionSecret, String(req.query.token)))) throw invalidLink();
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        linkPage(
          'E-mails stopped',
          `<h1>E-mails stopped</h1><p>This saved search is no longer in your daily digest. Your other saved searches are unchanged.</p>
<p><a class="button" href="${escapeHtml(`${config.publicUrl}/saved-searches`)}">Your saved searches</a></p>`,
        ),
      );
  });

  router.patch('/api/saved-searches/:id', async (req, res) => {
    res.json(await service.updateSavedSearch(db, req.user!.id, req.params.id, req.body as JsonBody<'updateSavedSearch'>));
  });

  router.delete('/api/saved-searches/:id', async (req, res) => {
    await service.deleteSavedSearch(db, req.user!.id, req.params.id);
    res.status(204).end();
  });

  router.post('/api/saved-searches/:id/seen', async (req, res) => {
    await service.markSavedSearchSeen(db, req.user!.id, req.params.id);
    res.status(204).end();
  });

  return router;
}
