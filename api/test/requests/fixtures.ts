import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../support/test-app.js';

export const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

/** A scratch DATA_DIR for a test file (uploads land in <dir>/uploads). */
export const scratchDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-test-'));

/** Image rows as an upload leaves them (owned, unattached), without files. */
export async function insertImages(db: Db, ownerId: string, n = 1): Promise<string[]> {
  const rows = await db('images')
    .insert(Array.from({ length: n }, () => ({ ownerId })))
    .returning('id');
  return rows.map((r: { id: string }) => r.id);
}

/** A valid body for POST /api/requests (only the required fields unless told). */
export function requestInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Need a scientific calculator',
    description: 'Looking for a Casio fx-991ES Plus for the semester exams, any colour is fine.',
    category: 'electronics',
    ...overrides,
  };
}

export interface RequestSeed {
  title?: string;
  description?: string;
  category?: string;
  requestType?: 'buy' | 'rent';
  priceRange?: string;
  condition?: string;
  urgency?: 'low' | 'medium' | 'high';
  tags?: string[];
  isActive?: boolean;
  isAnonymous?: boolean;
  anonymousName?: string | null;
  createdAt?: Date;
  expiresAt?: Date;
  imageCount?: number;
}

/** A request straight in the database (for reads); `createdAt` and `expiresAt` are free to set. */
export async function insertRequest(db: Db, requesterId: string, seed: RequestSeed = {}) {
  const createdAt = seed.createdAt ?? new Date();
  const title = seed.title ?? 'Plain request';
  const [row] = await db('requests')
    .insert({
      requestedById: requesterId,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      title,
      description: seed.description ?? 'Looking for this thing in working order, can pick up on campus.',
      category: seed.category ?? 'other',
      requestType: seed.requestType ?? 'buy',
      priceRange: seed.priceRange ?? 'negotiable',
      condition: seed.condition ?? 'good',
      urgency: seed.urgency ?? 'low',
      tags: seed.tags ?? [],
      isActive: seed.isActive ?? true,
      isAnonymous: seed.isAnonymous ?? false,
      anonymousName: seed.anonymousName ?? null,
      createdAt,
      updatedAt: createdAt,
      expiresAt: seed.expiresAt ?? new Date(createdAt.getTime() + 28 * DAY),
    })
    .returning('*');
  const imageIds: string[] = [];
  for (let i = 0; i < (seed.imageCount ?? 0); i += 1) {
    const [image] = await db('images').insert({ ownerId: requesterId, requestId: row.id, position: i }).returning('id');
    imageIds.push(image.id);
  }
  return { ...row, imageIds } as { id: string; slug: string; title: string; imageIds: string[] } & Record<string, unknown>;
}

/** A sell listing straight in the database (for the wishlist and reports). */
export async function insertListing(
  db: Db,
  sellerId: string,
  seed: { title?: string; isAvailable?: boolean; expiresAt?: Date; imageCount?: number; listingType?: 'sell' | 'lend' } = {},
) {
  const title = seed.title ?? 'Plain listing';
  const lend = seed.listingType === 'lend';
  const [row] = await db('listings')
    .insert({
      sellerId,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
      title,
      description: 'A perfectly ordinary thing, in working order, pick up on campus.',
      category: 'other',
      condition: 'good',
      listingType: lend ? 'lend' : 'sell',
      price: lend ? null : 100,
      rentalAmount: lend ? 50 : null,
      rentalDuration: lend ? 'day' : null,
      isAvailable: seed.isAvailable ?? true,
      expiresAt: seed.expiresAt ?? daysFromNow(28),
    })
    .returning('*');
  const imageIds: string[] = [];
  for (let i = 0; i < (seed.imageCount ?? 0); i += 1) {
    const [image] = await db('images').insert({ ownerId: sellerId, listingId: row.id, position: i }).returning('id');
    imageIds.push(image.id);
  }
  return { ...row, imageIds } as { id: string; title: string; imageIds: string[] } & Record<string, unknown>;
}

export const image = (id: string) => ({
  _id: id,
  thumbUrl: `/api/images/${id}/thumb.webp`,
  cardUrl: `/api/images/${id}/card.webp`,
  mainUrl: `/api/images/${id}/main.webp`,
});
