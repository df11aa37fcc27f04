// Stores, products and portal sessions straight in the database, for the stores, store-products and store-portal tests.
import supertest from 'supertest';
import { hashEntryCode, randomEntryCode } from '../../src/modules/store-portal/index.js';
import type { Db, TestApp } from '../support/test-app.js';

export { DAY, daysAgo, image, insertImages, scratchDataDir } from '../requests/fixtures.js';

let stores = 0;

export interface StoreSeed {
  name?: string;
  slug?: string;
  description?: string;
  category?: string;
  subscriptionPlan?: 'basic' | 'premium';
  paymentOptions?: ('cod' | 'prepaid')[];
  designPreset?: Record<string, string>;
  createdAt?: Date;
  /** The store's entry code (set with the app's secret); a random one when absent. */
  entryCode?: string;
}

/** A store of `ownerId` straight in the database; answers its row and its entry code. */
export async function insertStore(t: TestApp, ownerId: string, seed: StoreSeed = {}) {
  stores += 1;
  const createdAt = seed.createdAt ?? new Date();
  const entryCode = seed.entryCode ?? randomEntryCode();
  const [row] = await t
    .db('stores')
    .insert({
      ownerId,
      name: seed.name ?? `Store ${stores}`,
      slug: seed.slug ?? `store-${stores}-${Math.random().toString(36).slice(2, 8)}`,
      description: seed.description ?? 'A little campus store.',
      category: seed.category ?? 'clothing-fashion',
      subscriptionPlan: seed.subscriptionPlan ?? 'basic',
      paymentOptions: seed.paymentOptions ?? ['cod'],
      designPreset: JSON.stringify(seed.designPreset ?? { colorScheme: 'default' }),
      entryCodeHash: hashEntryCode(t.config.storePortal.codeSecret, entryCode),
      entryCodeSetAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning('*');
  return { ...row, entryCode } as { id: string; slug: string; name: string; ownerId: string; entryCodeHash: string; entryCode: string } & Record<string, unknown>;
}

export interface ProductSeed {
  title?: string;
  price?: number;
  category?: string;
  stock?: number;
  isActive?: boolean;
  boosted?: boolean;
  boostLocation?: 'home' | 'miniStore' | null;
  boostTime?: Date | null;
  createdAt?: Date;
  sizes?: { key: string; size: string; stock: number }[];
  imageCount?: number;
}

/** A product straight in the database; with `sizes` its stock is theirs. */
export async function insertProduct(db: Db, store: { id: string; ownerId: string }, seed: ProductSeed = {}) {
  const createdAt = seed.createdAt ?? new Date();
  const [row] = await db('store_products')
    .insert({
      storeId: store.id,
      title: seed.title ?? 'Plain product',
      price: seed.price ?? 300,
      category: seed.category ?? 'other',
      stock: seed.sizes ? seed.sizes.reduce((n, s) => n + s.stock, 0) : (seed.stock ?? 5),
      hasSizes: Boolean(seed.sizes),
      isActive: seed.isActive ?? true,
      boosted: seed.boosted ?? false,
      boostLocation: seed.boostLocation ?? null,
      boostTime: seed.boostTime ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning('*');
  if (seed.sizes?.length) await db('store_product_sizes').insert(seed.sizes.map((s, position) => ({ productId: row.id, ...s, position })));
  const imageIds: string[] = [];
  for (let i = 0; i < (seed.imageCount ?? 0); i += 1) {
    const [image] = await db('images').insert({ ownerId: store.ownerId, storeProductId: row.id, position: i }).returning('id');
    imageIds.push(image.id);
  }
  return { ...row, imageIds } as { id: string; title: string; imageIds: string[] } & Record<string, unknown>;
}

/** A store picture (logo, cover or banner) row, without files. */
export async function insertStorePicture(db: Db, store: { id: string; ownerId: string }, storeRole: 'logo' | 'cover' | 'banner', position = 0) {
  const [image] = await db('images').insert({ ownerId: store.ownerId, storeId: store.id, storeRole, position }).returning('id');
  return image.id as string;
}

export type Agent = ReturnType<typeof supertest.agent>;

/** An agent holding a portal session of the store (opened with its entry code); one per address budget, so reset the counters when opening many. */
export async function openPortal(t: TestApp, store: { entryCode: string }): Promise<Agent> {
  const agent = t.agent();
  await agent.post('/api/store-portal/session').send({ entryCode: store.entryCode }).expect(201);
  return agent;
}

/** A valid body for a product form. */
export function productInput(overrides: Record<string, unknown> = {}) {
  return { title: 'Hoodie', price: 799, category: 'clothing', stock: 3, ...overrides };
}
