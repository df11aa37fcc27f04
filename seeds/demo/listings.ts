// The demo's listings as rows: one insert for all sixty, and the jobs that draw their pictures.
import type { Knex } from 'knex';
import { cleanTags, firstFreeSlug, slugify } from '../../api/src/posts/index.js';
import { listings } from './listings-data.js';
import { meetingSpotFor } from './meeting-spots.js';
import { postPictures, type PictureJob } from './pictures.js';
import type { Clock } from './time.js';

export interface SeededPost {
  id: string;
  ownerId: string;
}

export async function insertListings(trx: Knex.Transaction, people: Map<string, string>, clock: Clock) {
  const taken = new Set<string>();
  const rows = listings.map((l, i) => {
    const slug = firstFreeSlug(slugify(l.title, 'listing'), taken);
    taken.add(slug);
    return {
      sellerId: people.get(l.by)!,
      slug,
      title: l.title,
      description: l.description,
      category: l.category,
      condition: l.condition,
      listingType: l.rent ? 'lend' : 'sell',
      price: l.rent ? null : l.price,
      rentalAmount: l.rent?.[0] ?? null,
      rentalDuration: l.rent?.[1] ?? null,
      rentalDeposit: l.rent?.[2] ?? null,
      productAgeYears: l.age[0],
      productAgeMonths: l.age[1],
      tags: cleanTags(l.tags),
      locationLat: l.at?.[0] ?? null,
      locationLng: l.at?.[1] ?? null,
      meetingSpot: meetingSpotFor(i),
      isAnonymous: Boolean(l.anonymousAs),
      anonymousName: l.anonymousAs ?? null,
      isAvailable: !l.sold,
      isBoosted: l.boosted ?? false,
      ...clock.posted(Math.floor(l.days), (l.days % 1) * 24),
    };
  });
  const inserted: { id: string; slug: string }[] = await trx('listings').insert(rows).returning(['id', 'slug']);
  const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
  const byTitle = new Map<string, SeededPost>();
  const pictures: PictureJob[] = rows.map((row, i) => {
    const id = idOf.get(row.slug)!;
    byTitle.set(row.title, { id, ownerId: row.sellerId });
    const l = listings[i]!;
    return { kind: 'listing', targetId: id, ownerId: row.sellerId, svgs: postPictures({ category: l.category, seed: i + 1, label: l.title, item: l.title }, l.pictures) };
  });
  return { byTitle, pictures };
}
