// The demo's roommate posts as rows: one insert for all ten, each with a picture or two.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import { meetingSpotFor } from './meeting-spots.js';
import { postPictures, type PictureJob } from './pictures.js';
import { roommatePosts } from './roommates-data.js';
import type { Clock } from './time.js';

const accommodation = { 'flat-apartment': 'Flat', pg: 'PG', 'college-hostel': 'Hostel' } as const;

export async function insertRoommatePosts(trx: Knex.Transaction, people: Map<string, string>, clock: Clock) {
  const rows = roommatePosts.map((p, i) => ({
    postedById: people.get(p.by)!,
    title: p.title,
    description: p.description,
    genderPref: p.genderPref,
    ageRange: p.ageRange,
    otherPreferences: p.otherPreferences,
    budget: p.budget,
    accommodationType: p.accommodationType,
    contactInfo: p.contactInfo,
    locationLat: p.at[0],
    locationLng: p.at[1],
    meetingSpot: meetingSpotFor(i),
    ...clock.posted(Math.floor(p.days), (p.days % 1) * 24),
  }));
  const inserted: { id: string; title: string }[] = await trx('roommatePosts').insert(rows).returning(['id', 'title']);
  const idOf = new Map(inserted.map((r) => [r.title, r.id]));
  const byTitle = new Map<string, SeededPost>();
  const pictures: PictureJob[] = rows.map((row, i) => {
    const id = idOf.get(row.title)!;
    byTitle.set(row.title, { id, ownerId: row.postedById });
    const p = roommatePosts[i]!;
    const label = `${accommodation[p.accommodationType]} · ₹${p.budget.toLocaleString('en-IN')}/month`;
    return { kind: 'roommatePost', targetId: id, ownerId: row.postedById, svgs: postPictures({ category: 'roommate-housing', seed: 200 + i, label }, p.pictures) };
  });
  return { byTitle, pictures };
}
