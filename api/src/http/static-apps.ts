import fs from 'node:fs';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import express, { Router } from 'express';

/**
 * Serves the build's brotli or gzip variant (made by the Vite build beside each file) when the
 * client accepts it, with `Vary: Accept-Encoding`. Hashed assets are cached for a year; index.html
 * is revalidated so a deploy shows at once.
 */
function serveApp(dir: string): express.RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
}

function spaFallback(indexFile: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    // A hashed file a redeploy removed is missing, not a page: the old page's loader sees a 404.
    if (req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
}

/**
 * The landing pages whose first screen the web build prerendered (web/prerender.mjs writes
 * dist/prerendered/<name>.html, 'index' for '/'): sent in place of the empty shell for exactly
 * those paths, without a query (a filtered list's first screen differs from the prerendered one),
 * through the same static handler so their brotli/gzip twins and revalidation apply.
 */
function prerenderedPages(webDist: string, serve: express.RequestHandler): express.RequestHandler {
  const dir = path.join(webDist, 'prerendered');
  const files = new Map<string, string>();
  if (fs.existsSync(dir)) {
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length);
      files.set(name === 'index' ? '/' : `/${name}`, `/prerendered/${file}`);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file || req.url !== req.path || !req.accepts('html')) return next();
    const asked = req.url;
    req.url = file;
    serve(req, res, (err?: unknown) => {
      req.url = asked;
      next(err);
    });
  };
}

/** The built student app at / and the admin app at /admin/, each falling back to its index.html. */
export function staticApps(webDist: string, adminDist: string): Router {
  const router = Router();
  const adminIndex = path.join(adminDist, 'index.html');
  const webIndex = path.join(webDist, 'index.html');
  if (fs.existsSync(adminIndex)) {
    // Express matches '/admin' and '/admin/' alike: only the bare path is redirected.
    router.get('/admin', (req, res, next) => (req.originalUrl.split('?')[0] === '/admin' ? res.redirect(301, '/admin/') : next()));
    router.use('/admin', serveApp(adminDist), spaFallback(adminIndex));
  }
  if (fs.existsSync(webIndex)) {
    const serveWeb = serveApp(webDist);
    router.use(prerenderedPages(webDist, serveWeb));
    router.use(serveWeb);
    // The admin app's addresses are never the student app's pages, even when the admin app lacks a file.
    router.use((req, res, next) => (/^\/(api|admin)\//.test(req.path) ? next() : spaFallback(webIndex)(req, res, next)));
  }
  return router;
}
