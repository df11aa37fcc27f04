import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query, Schemas } from '../../http/contract.js';
import { sharedCategoryCounts, suggestions } from './listings.discovery.js';
import type { ListingType } from './listings.repository.js';

/**
 * How long a category count may be old: the home page is the busiest page and its counts need
 * not be exact, but a student who has just listed something expects to see it counted soon.
 * Windows start on multiples of it (of the clock), the same on every instance.
 */
const COUNTS_WINDOW_MS = 10_000;

/**
 * The listings' discovery reads (/api/listings/suggestions, /api/listings/category-counts), in a
 * router of their own, mounted before listingsRoutes so their fixed paths come before /:id.
 */
export function listingsDiscoveryRoutes({ db }: AppDeps): Router {
  const router = Router();
  // Each window's counts are stored in the database by the first instance to count them and read
  // by the others (sharedCategoryCounts), so whichever instance answers, the figures are the same;
  // kept here for the rest of the window, so a home page view costs no query.
  const counted = new Map<ListingType, { window: number; value: Promise<Schemas['CategoryCounts']> }>();

  router.get('/api/listings/suggestions', async (req, res) => {
    const { type, q } = req.query as unknown as Query<'getListingSuggestions'>;
    res.json(await suggestions(db, type, q));
  });

  router.get('/api/listings/category-counts', async (req, res) => {
    const { type } = req.query as unknown as Query<'getListingCategoryCounts'>;
    const window = Math.floor(Date.now() / COUNTS_WINDOW_MS) * COUNTS_WINDOW_MS;
    // A browser keeps the figures only until the window ends, as the instances do. The window's
    // figures are the same on every instance, so the window names them: a copy of this window's
    // is confirmed (304) by any instance before anything is counted or read.
    const fresh = Math.max(0, Math.floor((window + COUNTS_WINDOW_MS - Date.now()) / 1000));
    res.set({ 'Cache-Control': `public, max-age=${fresh}`, ETag: `W/"counts.${type}.${window.toString(36)}"` });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    let entry = counted.get(type);
    if (!entry || entry.window !== window) {
      const mine = { window, value: sharedCategoryCounts(db, type, new Date(window)) };
      counted.set(type, mine);
      // A failed count is not kept: the next request counts again.
      mine.value.catch(() => counted.get(type) === mine && counted.delete(type));
      entry = mine;
    }
    res.json(await entry.value);
  });

  return router;
}
