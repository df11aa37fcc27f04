import type { Db } from '../../db/knex.js';
import type { WebPage } from '../../http/web-pages.js';
import { getListing } from './listings.service.js';
import { isUuid } from '../../db/uuid.js';

// Listings are addressed by their uuid (as GET /api/listings/{id} takes them).

/**
 * A listing's detail page (/product/:id), rendered with the listing (its main picture's <img> in
 * the markup, so the picture starts loading with the HTML, not after the JavaScript and the JSON).
 * The listing is the one GET /api/listings/:id gives a visitor (no phone, an anonymous seller
 * unnamed); the client asks again at once for a signed-in student's view. An unknown, expired or
 * unreadable listing gets the plain page (the page's own 404 state).
 */
export function listingPage(db: Db): WebPage {
  return {
    path: '/product/:id',
    queries: async (req, keys) => {
      const id = req.params.id as string;
      if (req.url !== req.path || !isUuid(id)) return undefined;
      return [[keys.listing(id), await getListing(db, undefined, id)]];
    },
  };
}
