import { createRequire } from 'node:module';
import { Router } from 'express';

const require = createRequire(import.meta.url);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Thriftz API</title></head>
<body><redoc spec-url="/api/openapi.json"></redoc><script src="/api/docs/redoc.standalone.js"></script></body></html>`;

/** The contract, raw and rendered by Redoc from our own server (no CDN). */
export function docsRoutes(contractFile: string): Router {
  const router = Router();
  const redocBundle = require.resolve('redoc/bundles/redoc.standalone.js');
  router.get('/api/openapi.json', (_req, res) => res.sendFile(contractFile));
  router.get('/api/docs', (_req, res) => {
    // Redoc styles inline and runs its search in a blob: worker.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; font-src 'self' data:",
    );
    res.type('html').send(page);
  });
  router.get('/api/docs/redoc.standalone.js', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(redocBundle);
  });
  return router;
}
