import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { getListing } from './listings.service.js';

/** What the web build's server bundle (web/dist-ssr/render-page.js) offers; see web/src/prerender. */
interface WebRenderer {
  renderListingPage(id: string, listing: unknown): Promise<{ markup: string; queries: [readonly unknown[], unknown][] }>;
  fillShell(shell: string, markup: string): string;
}

// Listings are addressed by their uuid (as GET /api/listings/{id} takes them).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON safe inside a script element: no `<` can close it, no line separator can break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A listing's detail page (/product/:id) as HTML the browser paints at once: the page's first
 * screen rendered with the listing (its main picture's <img> in the markup, so the picture starts
 * loading with the HTML, not after the JavaScript and the JSON), and the listing itself inline for
 * the client's first render. The listing is the one GET /api/listings/:id gives a visitor (no
 * phone, an anonymous seller unnamed); the client asks again at once for a signed-in student's view.
 * An unknown, expired or unreadable listing, or a build without the server bundle, gets the plain
 * shell (the page's own 404 state).
 */
export function listingPage({ db, logger, webDist }: { db: Db; logger: Logger; webDist: string }): Router {
  const router = Router();
  const shellFile = path.join(webDist, 'index.html');
  const bundle = path.join(path.dirname(webDist), 'dist-ssr', 'render-page.js');
  if (!fs.existsSync(shellFile) || !fs.existsSync(bundle)) return router;
  const shell = fs.readFileSync(shellFile, 'utf8');
  let renderer: Promise<WebRenderer> | undefined;

  router.get('/product/:id', (async (req, res, next) => {
    if (req.url !== req.path || !req.accepts('html')) return next();
    const id = req.params.id as string;
    if (!UUID.test(id)) return next();
    let html: string;
    try {
      const listing = await getListing(db, undefined, id);
      const web = await (renderer ??= import(pathToFileURL(bundle).href) as Promise<WebRenderer>);
      const { markup, queries } = await web.renderListingPage(id, listing);
      const data = `<script id="initial-queries" type="application/json">${scriptJson(queries)}</script>`;
      html = web.fillShell(shell, markup).replace('</body>', () => `${data}</body>`);
    } catch (err) {
      // A listing nobody may see is the page's 404 state, rendered by the client as for any path.
      if ((err as { status?: number }).status !== 404) logger.warn({ err, id }, 'listing page rendered without its data');
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  }) as express.RequestHandler);
  return router;
}
