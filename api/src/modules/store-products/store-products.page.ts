import type { Db } from '../../db/knex.js';
import type { WebPage } from '../../http/web-pages.js';
import { getShowcase, listStores } from '../stores/index.js';
import { listFeatured } from './store-products.service.js';

/**
 * The mini stores' home (/mini-stores), rendered with its three reads as a visitor gets them: the
 * showcase (slides and promos), the premium stores and the boosted products, with the parameters
 * the page's own keys carry. Its first frame is the page, not the loading state.
 */
export function miniStoresPage(db: Db): WebPage {
  return {
    path: '/mini-stores',
    queries: async (req, keys) => {
      if (req.url !== req.path) return undefined;
      const stores = keys.premiumStores();
      const featured = keys.featuredStoreProducts();
      const [showcase, premium, products] = await Promise.all([
        getShowcase(db),
        listStores(db, { premiumOnly: true }, 1, stores[1].pageSize),
        listFeatured(db, featured[1].limit),
      ]);
      return [
        [keys.storeShowcase(), showcase],
        [stores, premium],
        [featured, products],
      ];
    },
  };
}
