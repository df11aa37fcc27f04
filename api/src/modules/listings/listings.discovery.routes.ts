import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query, Schemas } from '../../http/contract.js';
import { categoryCounts, suggestions } from './listings.discovery.js';
import type { ListingType } from './listings.repository.js';

/**
 * How long a category count may be old: the home page is the busiest page and its counts need
 * not be exact, but a student who has just listed something expects to see it counted soon.
 */
const COUNTS_TTL_MS = 10_000;

/**
 * The listings' discovery reads (/api/listings/suggestions, /api/listings/category-counts), in a
 * router of their own, mounted before listingsRoutes so their fixed paths come before /:id.
 */
export function listingsDiscoveryRoutes({ db }: AppDeps): Router {
  const router = Router();
  // Per instance: every home page view would otherwise count the listings again.
  const counted = new Map<ListingType, { at: number; value: Promise<Schemas['CategoryCounts']> }>();

  router.get('/api/listings/suggestions', async (req, res) => {
    const { type, q } = req.query as unknown as Query<'getListingSuggestions'>;
    res.json(await suggestions(db, type, q));
  });

  router.get('/api/listings/category-counts', async (req, res) => {
    const { type } = req.query as unknown as Query<'getListingCategoryCounts'>;
    let entry = counted.get(type);
    if (!entry || Date.now() - entry.at > COUNTS_TTL_MS) {
      entry = { at: Date.now(), value: categoryCounts(db, type) };
      counted.set(type, entry);
      // A failed count is not kept: the next request counts again.
      entry.value.catch(() => counted.delete(type));
    }
    // A browser keeps the figures only as long as this instance still would, never twice as long.
    const fresh = Math.max(0, Math.floor((entry.at + COUNTS_TTL_MS - Date.now()) / 1000));
    res.set('Cache-Control', `public, max-age=${fresh}`).json(await entry.value);
  });

  return router;
}
