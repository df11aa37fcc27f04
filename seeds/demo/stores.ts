// The demo's mini stores as rows: three stores (one per themed colour scheme) with their products,
// sizes and entry codes, the mini-store home's slides and promos, and the jobs that draw their pictures.
import type { Knex } from 'knex';
import { generateEntryCode, hashEntryCode } from '../../api/src/modules/store-portal/index.js';
import { postPictures, type PictureJob } from './pictures.js';
import { storeBannerSvg, storeLogoSvg } from './store-svg.js';
import { DEMO_STORE_ENTRY_CODE, demoPromos, demoSlides, demoStores, type DemoProduct } from './stores-data.js';
import type { Clock } from './time.js';

export { DEMO_STORE_ENTRY_CODE, demoStores } from './stores-data.js';

/** The student whose store opens with DEMO_STORE_ENTRY_CODE: the demo student the README names. */
const FIXED_CODE_OWNER = 'priya';

export interface SeededStoreProduct {
  id: string;
  title: string;
  price: number;
  /** Size keys by size text (empty without sizes). */
  sizeKeys: Map<string, string>;
}

export interface SeededStore {
  id: string;
  slug: string;
  name: string;
  ownerId: string;
  /** By title. */
  products: Map<string, SeededStoreProduct>;
}

/** A product category's drawing (picture-svg.ts draws by the listings' categories). */
const drawingOf: Record<DemoProduct['category'], string> = {
  clothing: 'clothing',
  books: 'textbooks',
  electronics: 'electronics',
  home: 'furniture',
  sports: 'vehicles',
  beauty: 'accessories',
  other: 'accessories',
};

const HOUR = 60 * 60 * 1000;

/**
 * Inserts the stores, products, sizes, slides and promos in the caller's transaction. The demo
 * student's store gets the fixed demo code; the others random codes nobody is shown. Answers the
 * stores by slug (for the demo's orders) and the picture jobs.
 */
export async function insertStores(trx: Knex.Transaction, people: Map<string, string>, clock: Clock, codeSecret: string) {
  const stores = new Map<string, SeededStore>();
  const pictures: PictureJob[] = [];
  let pictureSeed = 500;
  for (const [index, s] of demoStores.entries()) {
    const ownerId = people.get(s.by)!;
    const createdAt = clock.ago(s.days);
    const [row] = (await trx('stores')
      .insert({
        ownerId,
        name: s.name,
        slug: s.slug,
        description: s.description,
        category: s.category,
        location: s.location,
        contactInfo: s.contactInfo,
        contactLink: s.contactLink,
        socialLinks: JSON.stringify(s.socialLinks),
        subscriptionPlan: s.premium ? 'premium' : 'basic',
        paymentOptions: s.paymentOptions,
        designPreset: JSON.stringify({ designName: `${s.name} theme`, colorScheme: s.colorScheme }),
        entryCodeHash: s.by === FIXED_CODE_OWNER ? hashEntryCode(codeSecret, DEMO_STORE_ENTRY_CODE) : null,
        entryCodeSetAt: s.by === FIXED_CODE_OWNER ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')) as { id: string }[];
    const id = row!.id;
    if (s.by !== FIXED_CODE_OWNER) await generateEntryCode(trx, { storePortal: { codeSecret } }, id);

    const store: SeededStore = { id, slug: s.slug, name: s.name, ownerId, products: new Map() };
    stores.set(s.slug, store);
    pictures.push(
      { kind: 'store', role: 'logo', targetId: id, ownerId, svgs: [storeLogoSvg(s.name, s.colours)] },
      { kind: 'store', role: 'cover', targetId: id, ownerId, svgs: [storeBannerSvg(s.name, s.colours, index * 7)] },
      { kind: 'store', role: 'banner', targetId: id, ownerId, svgs: s.banners.map((text, i) => storeBannerSvg(text, s.colours, index * 7 + i + 1)) },
    );

    const rows = s.products.map((p) => {
      const added = clock.ago(p.days, 3);
      return {
        storeId: id,
        title: p.title,
        description: p.description,
        price: p.price,
        category: p.category,
        stock: p.sizes ? p.sizes.reduce((n, [, stock]) => n + stock, 0) : (p.stock ?? 0),
        hasSizes: Boolean(p.sizes),
        isActive: p.isActive ?? true,
        boosted: Boolean(p.boost),
        boostLocation: p.boost?.[1] ?? null,
        boostTime: p.boost ? new Date(Date.now() - p.boost[0] * HOUR) : null,
        createdAt: added,
        updatedAt: added,
      };
    });
    const inserted = (await trx('store_products').insert(rows).returning(['id', 'title', 'price'])) as { id: string; title: string; price: number }[];
    const sizeRows = s.products.flatMap((p, i) =>
      (p.sizes ?? []).map(([size, stock], position) => ({ productId: inserted[i]!.id, key: size.toLowerCase(), size, stock, position })),
    );
    if (sizeRows.length) await trx('store_product_sizes').insert(sizeRows);
    for (const [i, product] of inserted.entries()) {
      const p = s.products[i]!;
      const sizeKeys = new Map(sizeRows.filter((r) => r.productId === product.id).map((r) => [r.size, r.key]));
      store.products.set(product.title, { ...product, sizeKeys });
      pictureSeed += 1;
      pictures.push({
        kind: 'storeProduct',
        targetId: product.id,
        ownerId,
        svgs: postPictures({ category: drawingOf[p.category], seed: pictureSeed, label: p.title, item: p.title }, p.pictures),
      });
    }
  }
  await trx('store_slides').insert(demoSlides.map((slide, position) => ({ ...slide, position })));
  await trx('store_promos').insert(demoPromos.map((promo, position) => ({ ...promo, position })));
  return { stores, pictures };
}
