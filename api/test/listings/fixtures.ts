import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/** A scratch DATA_DIR for a test file (uploads land in <dir>/uploads), removed after the file. Call at the top level. */
export function scratchDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Image rows as an upload leaves them (owned, unattached), without files: enough to list with. */
export async function insertImages(db: Db, ownerId: string, n = 1): Promise<string[]> {
  const rows = await db('images')
    .insert(Array.from({ length: n }, () => ({ ownerId })))
    .returning('id');
  return rows.map((r: { id: string }) => r.id);
}

/** A valid body for POST /api/listings (a sell listing). */
export function sellInput(imageIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Engineering Drawing Kit',
    description: 'Complete drawing kit with mini drafter, compass and scales. Used one semester.',
    category: 'lab-equipment',
    condition: 'good',
    listingType: 'sell',
    price: 650,
    productAge: { years: 0, months: 6 },
    imageIds,
    ...overrides,
  };
}

export function lendInput(imageIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Canon DSLR for weekend shoots',
    description: 'Canon 1500D with 18-55 lens and a 32 GB card. Handle with care please.',
    category: 'electronics',
    condition: 'like-new',
    listingType: 'lend',
    rentalRate: { amount: 300, duration: 'day', deposit: 2000 },
    productAge: { years: 2, months: 0 },
    imageIds,
    ...overrides,
  };
}

export interface ListingSeed {
  title?: string;
  description?: string;
  category?: string;
  condition?: string;
  listingType?: 'sell' | 'lend';
  price?: number | null;
  rentalAmount?: number | null;
  rentalDuration?: string | null;
  rentalDeposit?: number | null;
  tags?: string[];
  isAvailable?: boolean;
  isBoosted?: boolean;
  isAnonymous?: boolean;
  anonymousName?: string | null;
  createdAt?: Date;
  expiresAt?: Date;
  imageCount?: number;
}

/** A listing straight in the database (for reads); `createdAt` and `expiresAt` are free to set. */
export async function insertListing(db: Db, sellerId: string, seed: ListingSeed = {}) {
  const type = seed.listingType ?? 'sell';
  const createdAt = seed.createdAt ?? new Date();
  const title = seed.title ?? 'Plain listing';
  const [row] = await db('listings')
    .insert({
      sellerId,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      title,
      description: seed.description ?? 'A perfectly ordinary thing, in working order, pick up on campus.',
      category: seed.category ?? 'other',
      condition: seed.condition ?? 'good',
      listingType: type,
      price: type === 'sell' ? (seed.price ?? 100) : null,
      rentalAmount: type === 'lend' ? (seed.rentalAmount ?? 50) : null,
      rentalDuration: type === 'lend' ? (seed.rentalDuration ?? 'day') : null,
      rentalDeposit: type === 'lend' ? (seed.rentalDeposit ?? null) : null,
      tags: seed.tags ?? [],
      isAvailable: seed.isAvailable ?? true,
      isBoosted: seed.isBoosted ?? false,
      isAnonymous: seed.isAnonymous ?? false,
      anonymousName: seed.anonymousName ?? null,
      createdAt,
      updatedAt: createdAt,
      expiresAt: seed.expiresAt ?? new Date(createdAt.getTime() + 28 * DAY),
    })
    .returning('*');
  const imageIds: string[] = [];
  for (let i = 0; i < (seed.imageCount ?? 0); i += 1) {
    const [image] = await db('images').insert({ ownerId: sellerId, listingId: row.id, position: i }).returning('id');
    imageIds.push(image.id);
  }
  return { ...row, imageIds } as { id: string; slug: string; title: string; imageIds: string[] } & Record<string, unknown>;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);
export { DAY };

/** A bare request (the requests module's table) holding the given images, as if attached there. */
export async function attachToRequest(db: Db, ownerId: string, imageIds: string[]) {
  const [request] = await db('requests')
    .insert({
      requestedById: ownerId,
      slug: `wanted-${randomUUID()}`,
      title: 'Wanted: anything',
      description: 'A request that holds an image for a listings test.',
      category: 'other',
      expiresAt: new Date(Date.now() + DAY),
    })
    .returning('id');
  await db('images').whereIn('id', imageIds).update({ requestId: request.id });
  return request.id as string;
}
