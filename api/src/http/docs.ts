import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Router } from 'express';
import { gettingStartedCsp, gettingStartedPage } from './getting-started/page.js';

const require = createRequire(import.meta.url);

// body margin 0: the browser's default 8 px would frame Redoc's full-height layout. The bar above
// it leads newcomers to the getting-started page.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thriftz API</title><style>body{margin:0}.start{margin:0;font:15px/1.5 system-ui,sans-serif;padding:8px 16px;background:#f1f6fc;border-bottom:1px solid #d0d7de}.start a{color:#0b5cad}</style></head>
<body><p class="start">New to the API? <a href="/api/docs/getting-started">Getting started</a>: a token, a search, a listing with a picture, pages, errors and limits, with curl.</p>
<redoc spec-url="/api/openapi.json"></redoc><script src="/api/docs/redoc.standalone.js"></script></body></html>`;

/**
 * Redoc's footer ('API docs by Redocly') loads its logo from a CDN: the page's CSP (and an
 * offline machine) refuse it, which leaves an error in the console. The logo is dropped: the
 * bundle is served with that address swapped for an empty inline picture, the link text stays.
 */
const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const NO_LOGO = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>")}`;

function loadRedocBundle(): Buffer {
  const source = fs.readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return Buffer.from(source.split(REDOCLY_LOGO).join(NO_LOGO));
}

/** The contract, raw and rendered by Redoc from our own server (no CDN). */
export function docsRoutes(contractFile: string): Router {
  const router = Router();
  let redocBundle: Buffer | undefined;
  router.get('/api/openapi.json', (_req, res) => res.sendFile(contractFile));
  router.get('/api/docs', (_req, res) => {
    // Redoc styles inline and runs its search in a blob: worker.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; font-src 'self' data:",
    );
    res.type('html').send(page);
  });
  router.get('/api/docs/getting-started', (_req, res) => {
    res.setHeader('Content-Security-Policy', gettingStartedCsp);
    res.type('html').send(gettingStartedPage);
  });
  router.get('/api/docs/redoc.standalone.js', (_req, res) => {
    // Read on first use: most processes never serve the docs.
    redocBundle ??= loadRedocBundle();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('application/javascript').send(redocBundle);
  });
  return router;
}
