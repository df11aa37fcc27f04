import type { Db } from '../support/test-app.js';

export { DAY, daysAgo, daysFromNow, image, insertImages, scratchDataDir } from '../requests/fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A valid body for POST /api/roommates (only the required fields unless told). */
export function roommateInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Flatmate wanted near the north gate',
    description: 'Two-bedroom flat, ten minutes from campus, looking for a tidy and quiet flatmate.',
    budget: 8000,
    accommodationType: 'flat-apartment',
    contactInfo: 'Message me on chat after 6 pm',
    ...overrides,
  };
}

export interface RoommateSeed {
  title?: string;
  description?: string;
  genderPref?: 'any' | 'male' | 'female' | 'other';
  ageRange?: string | null;
  otherPreferences?: string | null;
  budget?: number;
  accommodationType?: 'flat-apartment' | 'pg' | 'college-hostel';
  contactInfo?: string;
  isActive?: boolean;
  createdAt?: Date;
  expiresAt?: Date;
  imageCount?: number;
}

/** A roommate post straight in the database (for reads); `createdAt` and `expiresAt` are free to set. */
export async function insertRoommatePost(db: Db, posterId: string, seed: RoommateSeed = {}) {
  const createdAt = seed.createdAt ?? new Date();
  const [row] = await db('roommate_posts')
    .insert({
      postedById: posterId,
      title: seed.title ?? 'Plain roommate post',
      description: seed.description ?? 'Looking for someone to share a place with, close to the campus.',
      genderPref: seed.genderPref ?? 'any',
      ageRange: seed.ageRange ?? null,
      otherPreferences: seed.otherPreferences ?? null,
      budget: seed.budget ?? 5000,
      accommodationType: seed.accommodationType ?? 'pg',
      contactInfo: seed.contactInfo ?? 'Chat with me',
      isActive: seed.isActive ?? true,
      createdAt,
      updatedAt: createdAt,
      expiresAt: seed.expiresAt ?? new Date(createdAt.getTime() + 28 * DAY_MS),
    })
    .returning('*');
  const imageIds: string[] = [];
  for (let i = 0; i < (seed.imageCount ?? 0); i += 1) {
    const [image] = await db('images').insert({ ownerId: posterId, roommatePostId: row.id, position: i }).returning('id');
    imageIds.push(image.id);
  }
  return { ...row, imageIds } as { id: string; title: string; imageIds: string[] } & Record<string, unknown>;
}
