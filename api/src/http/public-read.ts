import type { NextFunction, Request, Response } from 'express';
import { readStamp } from '../db/cache-bus.js';
import type { Db } from '../db/knex.js';

/**
 * How long a browser or a shared cache (a CDN) may keep a visitor's read before asking again: a
 * visitor may see a price, a title or a post that was taken down this late. Stale-while-revalidate
 * adds as much again for a cache that revalidates in the background, so at worst a minute.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;

/**
 * Validators also change with each window of the clock, for what time alone changes: a listing
 * past its expiry leaves the browse pages without any write. So a revalidation never confirms
 * such a page for more than this long after the expiry.
 */
export const VALIDATOR_WINDOW_MS = 60_000;

/** The tables a public read is made of, as their triggers notify them. */
export type ReadTopic = 'listings' | 'requests' | 'roommate-posts' | 'users' | 'images' | 'stores' | 'store-products' | 'reviews';

/**
 * A read anyone may make (a post, a browse page, a profile, a store page). A visitor's answer may
 * be kept by any cache for PUBLIC_MAX_AGE_SECONDS, and carries a validator made of the read's
 * topics' versions (readStamp: no query), so a revalidation whose copy is still good gets its
 * 304 before the read is made, let alone its body built. The answer to a signed-in caller (a
 * session, a token, a store's portal) may show what is theirs (isOwner, a seller's phone) and is
 * never kept. While the instance cannot learn of changes, it answers in full (Express's own
 * validator, a hash of the body).
 */
export function publicRead(db: Db, topics: readonly ReadTopic[]) {
  // Generic in the route's parameters, so a route keeps their types (req.params.id: string).
  return <P>(req: Request<P>, res: Response, next: NextFunction) => {
    if (req.user || req.accessToken || req.storeSession) {
      res.set('Cache-Control', 'private, no-store');
      return next();
    }
    res.set({
      'Cache-Control': `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_MAX_AGE_SECONDS}`,
      // The signed-in caller's answer differs: a shared cache keys its copies by these.
      Vary: 'Cookie, Authorization',
    });
    const stamp = readStamp(db, topics);
    if (stamp === undefined) return next();
    res.set('ETag', `W/"${stamp}.${Math.floor(Date.now() / VALIDATOR_WINDOW_MS).toString(36)}"`);
    // req.fresh compares If-None-Match with the ETag just set (GET and HEAD only).
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    next();
  };
}
