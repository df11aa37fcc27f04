// The demo's item requests as rows: one insert for all, and pictures for some.
import type { Knex } from 'knex';
import { cleanTags, firstFreeSlug, slugify } from '../../api/src/posts/index.js';
import type { SeededPost } from './listings.js';
import { postPictures, type PictureJob } from './pictures.js';
import { requests } from './requests-data.js';
import { meetingSpotFor } from './meeting-spots.js';
import type { Clock } from './time.js';

export async function insertRequests(trx: Knex.Transaction, people: Map<string, string>, clock: Clock) {
  const taken = new Set<string>();
  const rows = requests.map((r, i) => {
    const slug = firstFreeSlug(slugify(r.title, 'request'), taken);
    taken.add(slug);
    return {
      requestedById: people.get(r.by)!,
      slug,
      title: r.title,
      description: r.description,
      category: r.category,
      requestType: r.requestType,
      priceRange: r.priceRange,
      condition: r.condition,
      productAgeYears: r.maxAge?.[0] ?? null,
      productAgeMonths: r.maxAge?.[1] ?? null,
      tags: cleanTags(r.tags),
      locationLat: r.at?.[0] ?? null,
      locationLng: r.at?.[1] ?? null,
      meetingSpot: meetingSpotFor(i),
      isAnonymous: Boolean(r.anonymousAs),
      anonymousName: r.anonymousAs ?? null,
      urgency: r.urgency,
      ...clock.posted(Math.floor(r.days), (r.days % 1) * 24),
    };
  });
  const inserted: { id: string; slug: string }[] = await trx('requests').insert(rows).returning(['id', 'slug']);
  const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
  const byTitle = new Map<string, SeededPost>();
  const pictures: PictureJob[] = [];
  rows.forEach((row, i) => {
    const id = idOf.get(row.slug)!;
    byTitle.set(row.title, { id, ownerId: row.requestedById });
    const r = requests[i]!;
    if (r.picture) {
      pictures.push({ kind: 'request', targetId: id, ownerId: row.requestedById, svgs: postPictures({ category: r.category, seed: 100 + i, label: r.title, item: r.title, wanted: true }, 1) });
    }
  });
  return { byTitle, pictures };
}
