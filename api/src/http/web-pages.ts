import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cookieParser from 'cookie-parser';
import express, { Router, type Request } from 'express';
import type { Logger } from 'pino';

/** Answers the API already has for a page, as the client's cache keys them: [queryKey, data]. */
export type InitialQueries = [readonly unknown[], unknown][];

/** The cache keys the web build's server bundle names (web/src/prerender/render-page.tsx). */
export interface PageQueryKeys {
  listing(id: string): readonly unknown[];
  siteNotifications(page: 'home' | 'other'): readonly unknown[];
  storeShowcase(): readonly unknown[];
  premiumStores(): readonly [string, { premium: true; pageSize: number }];
  featuredStoreProducts(): readonly [string, { limit: number }];
}

/** What the web build's server bundle (web/dist-ssr/render-page.js) offers. */
interface WebRenderer {
  renderPageWith(url: string, queries: InitialQueries): Promise<string>;
  fillShell(shell: string, markup: string): string;
  pageQueryKeys: PageQueryKeys;
  isFixedPage(pathname: string): boolean;
}

/**
 * A page's answers for the request, or undefined when it has none to send (an unknown listing:
 * the client shows the page's own 404 state). A thrown problem (a 404) counts as none too.
 */
export type PageQueries = (req: Request, keys: PageQueryKeys) => Promise<InitialQueries | undefined>;

/** A page the API renders with its data (a listing's detail, the mini stores' home). */
export interface WebPage {
  /** An Express path (`/product/:id`). */
  path: string;
  queries: PageQueries;
}

/** JSON safe inside a script element: no `<` can close it, no line separator can break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Rendered pages kept, by address and answers: a page renders again only when its data changed. */
const RENDERED_KEPT = 100;

/**
 * The student app's pages as HTML with what the API already knows, so the browser's first frame
 * is the page's, not a skeleton that moves when the data arrives:
 * - `pages` (a listing's detail, the mini stores' home) are rendered with their data;
 * - `everyPage` adds to every page (the site banner's notifications): a page at a fixed address
 *   (home, /products, /inbox) is rendered with it, the others carry it for the client's first render.
 * The answers ride inline (`<script id="initial-queries">`) for the client to seed its cache with.
 * A page with nothing to add is left to the static handler (the prerendered or plain shell), as is
 * a build without the server bundle, and any path with an extension (a file) or under `skip`.
 */
export function webPages({
  logger,
  webDist,
  pages,
  everyPage,
  skip,
}: {
  logger: Logger;
  webDist: string;
  pages: WebPage[];
  everyPage: PageQueries[];
  skip: string[];
}): Router {
  const router = Router();
  const shellFile = path.join(webDist, 'index.html');
  const bundle = path.join(path.dirname(webDist), 'dist-ssr', 'render-page.js');
  if (!fs.existsSync(shellFile) || !fs.existsSync(bundle)) return router;
  const shell = fs.readFileSync(shellFile, 'utf8');
  let renderer: Promise<WebRenderer | undefined> | undefined;
  const rendered = new Map<string, Promise<string | undefined>>();

  /**
   * The page's markup with these answers, rendered once per address and answers; undefined when
   * the page cannot be rendered on the server (said once, then left to the client).
   */
  function markupFor(web: WebRenderer, url: string, queries: InitialQueries): Promise<string | undefined> {
    const key = `${url}\n${createHash('sha1').update(JSON.stringify(queries)).digest('base64')}`;
    let markup = rendered.get(key);
    if (markup) {
      rendered.delete(key); // most recently used last
    } else {
      markup = web.renderPageWith(url, queries).catch((err: unknown) => {
        logger.warn({ err, url }, 'page rendered by the client alone');
        return undefined;
      });
    }
    rendered.set(key, markup);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
    return markup;
  }

  const answersOf = async (queries: PageQueries, req: Request, keys: PageQueryKeys) => {
    try {
      return await queries(req, keys);
    } catch (err) {
      // A page nobody may see is the client's 404 state; anything else is logged, and the page
      // goes without these answers (the client asks for them as usual).
      if ((err as { status?: number }).status !== 404) logger.warn({ err, path: req.path }, 'page sent without its data');
      return undefined;
    }
  };

  const handle =
    (page?: WebPage): express.RequestHandler =>
    async (req, res, next) => {
      if (!req.accepts('html') || path.extname(req.path) || skip.some((prefix) => req.path.startsWith(prefix))) return next();
      // A bundle that cannot be loaded is said once; the static pages are served from then on.
      renderer ??= (import(pathToFileURL(bundle).href) as Promise<WebRenderer>).catch((err: unknown) => {
        logger.error({ err }, 'the web server bundle could not be loaded');
        return undefined;
      });
      const web = await renderer;
      if (!web) return next('router');
      const keys = web.pageQueryKeys;
      const [own, ...shared] = await Promise.all([page ? answersOf(page.queries, req, keys) : undefined, ...everyPage.map((q) => answersOf(q, req, keys))]);
      const queries = [...(own ?? []), ...shared.flatMap((answers) => answers ?? [])];
      // Nothing to add: the static handler's page (and no second pass through this router).
      if (queries.length === 0) return next('router');
      // A filtered list's first screen is not the bare page's: an address with a query is the client's.
      const rendersHere = own !== undefined || (req.url === req.path && web.isFixedPage(req.path));
      const markup = rendersHere ? await markupFor(web, req.url, queries) : undefined;
      const html = markup === undefined ? shell : web.fillShell(shell, markup);
      const data = `<script id="initial-queries" type="application/json">${scriptJson(queries)}</script>`;
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html.replace('</body>', () => `${data}</body>`));
    };

  // Reads the banner's dismissal cookie (and any other a page's answers depend on).
  router.use(cookieParser());
  for (const page of pages) router.get(page.path, handle(page));
  router.get(/.*/, handle());
  return router;
}
