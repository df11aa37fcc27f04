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

/**
 * The store portal's index.html with a <base href> for the path it is served at: the build names
 * no path (its asset URLs are relative), so one build works at whatever STORE_PORTAL_PATH a deploy
 * chooses, and at any depth below it. Read per request: the file is small and a rebuild shows at once.
 */
function portalIndex(indexFile: string, mountPath: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    if (req.path.startsWith('/assets/')) return next();
    fs.promises.readFile(indexFile, 'utf8').then((html) => {
      res.setHeader('Cache-Control', 'no-cache');
      // An owner's portal at an unguessable path: kept out of search engines.
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.type('html').send(html.replace(/<head>/i, `<head><base href="${mountPath}/">`));
    }, next);
  };
}

export interface StorePortalApp {
  /** The built portal (store-portal/dist). */
  dist: string;
  /** Where it is served: one path segment such as /store-portal (config.storePortal.path). */
  path: string;
}

/**
 * The built student app at /, the admin app at /admin/ and the store owner portal at its
 * configured path, each falling back to its index.html.
 */
export function staticApps(webDist: string, adminDist: string, storePortal?: StorePortalApp): Router {
  const router = Router();
  const adminIndex = path.join(adminDist, 'index.html');
  const webIndex = path.join(webDist, 'index.html');
  // Paths that are never the student app's pages, even when their own app lacks a file.
  const notWeb = ['/api/', '/admin/'];
  if (fs.existsSync(adminIndex)) {
    // Express matches '/admin' and '/admin/' alike: only the bare path is redirected.
    router.get('/admin', (req, res, next) => (req.originalUrl.split('?')[0] === '/admin' ? res.redirect(301, '/admin/') : next()));
    router.use('/admin', serveApp(adminDist), spaFallback(adminIndex));
  }
  if (storePortal) {
    const mount = storePortal.path;
    notWeb.push(`${mount}/`);
    const portalIndexFile = path.join(storePortal.dist, 'index.html');
    if (fs.existsSync(portalIndexFile)) {
      router.get(mount, (req, res, next) => {
        const [pathname, query] = req.originalUrl.split('?');
        return pathname === mount ? res.redirect(301, `${mount}/${query === undefined ? '' : `?${query}`}`) : next();
      });
      router.use(mount, serveApp(storePortal.dist), portalIndex(portalIndexFile, mount));
    }
  }
  if (fs.existsSync(webIndex)) {
    const serveWeb = serveApp(webDist);
    router.use(prerenderedPages(webDist, serveWeb));
    router.use(serveWeb);
    router.use((req, res, next) =>
      notWeb.some((prefix) => req.path.startsWith(prefix)) ? next() : spaFallback(webIndex)(req, res, next),
    );
  }
  return router;
}
