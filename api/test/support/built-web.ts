import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The stand-in's index.html: what the static handler sends for a page with nothing to add. */
export const WEB_SHELL = '<!doctype html><head><title>web</title></head><body><div id="root"></div></body>';

/**
 * A built web app beside a stand-in for its server bundle (web/dist-ssr/render-page.js), with the
 * real one's exports: the same cache keys as the client's, a few fixed pages (/user/:uid is not
 * one), and a render that shows what it was handed (the address, the answers' keys, a listing's
 * main picture as the real page puts it), or fails for /render-fails.
 */
export function builtWeb(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-web-pages-'));
  fs.mkdirSync(path.join(root, 'dist', 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), WEB_SHELL);
  fs.writeFileSync(path.join(root, 'dist', 'prerendered', 'index.html'), WEB_SHELL.replace('<div id="root"></div>', '<div id="root">prerendered home</div>'));
  fs.writeFileSync(path.join(root, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'render-page.js'),
    `export const isFixedPage = (pathname) => ['/', '/products', '/inbox', '/mini-stores', '/render-fails'].includes(pathname);
     export const pageQueryKeys = {
       listing: (id) => ['/api/listings/' + id],
       siteNotifications: (page) => ['/api/notifications/active', { page }],
       storeShowcase: () => ['/api/stores/showcase'],
       premiumStores: () => ['/api/stores', { premium: true, pageSize: 8 }],
       featuredStoreProducts: () => ['/api/store-products/featured', { limit: 12 }],
     };
     export async function renderPageWith(url, queries) {
       if (url === '/render-fails') throw new Error('the render failed');
       const listing = queries.find(([key]) => key[0].startsWith('/api/listings/'))?.[1];
       const picture = listing ? '<img src="' + listing.images[0].mainUrl + '" fetchpriority="high">' : '';
       return '<main data-url="' + url + '" data-keys="' + queries.map(([key]) => key[0]).join(' ') + '">' + picture + '</main>';
     }
     export function fillShell(shell, markup) { return shell.replace('<div id="root"></div>', '<div id="root">' + markup + '</div>'); }`,
  );
  return path.join(root, 'dist');
}

/** The answers a page carries inline for the client's first render, or undefined. */
export function inlineQueries(html: string): [unknown[], unknown][] | undefined {
  const json = /<script id="initial-queries" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as [unknown[], unknown][]);
}
