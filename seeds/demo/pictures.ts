// The demo's pictures: drawn here (no download), then stored exactly as an upload is, through the
// images module (the same checks and WebP variants, into the configured picture store), and
// attached to their post or person.
import sharp from 'sharp';
import type { Db } from '../../api/src/db/knex.js';
import {
  attachImages,
  replaceStorePictures,
  uploadImage,
  type ImageOwnerKind,
  type PictureStore,
  type StorePictureRole,
} from '../../api/src/modules/images/index.js';
import { pictureSvg, randomFrom, type PictureSpec } from './picture-svg.js';

interface PictureJobBase {
  /** The post (or, for an avatar, the person; for a store's own pictures, the store) the pictures go to. */
  targetId: string;
  ownerId: string;
  /** The pictures' SVG, in gallery order. */
  svgs: string[];
}

/** A post's (or person's) pictures, or a store's own of one role (its logo, cover or banners). */
export type PictureJob = (PictureJobBase & { kind: ImageOwnerKind }) | (PictureJobBase & { kind: 'store'; role: StorePictureRole });

/** The post's pictures: the cover with its label, then other views of the same item. */
export const postPictures = (spec: Omit<PictureSpec, 'view'>, count: number) =>
  Array.from({ length: count }, (_, view) => pictureSvg({ ...spec, view, label: view === 0 ? spec.label : undefined }));

/** A portrait-free avatar: the person's initials on a gradient of their own. */
export function avatarSvg(fullName: string, seed: number): string {
  const random = randomFrom(seed * 131 + 17);
  const hue = Math.round(random() * 360);
  const initials = fullName
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${hue + 50} 65% 42%)"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#g)"/>
  <circle cx="${60 + random() * 200}" cy="${40 + random() * 60}" r="${50 + random() * 40}" fill="#fff" opacity=".14"/>
  <circle cx="${40 + random() * 240}" cy="${250 + random() * 50}" r="${60 + random() * 40}" fill="#000" opacity=".08"/>
  <text x="160" y="196" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="118" fill="#fff">${initials}</text>
</svg>`;
}

/** JPEG, as a phone camera would send it: the images module re-encodes it to its WebP sizes. */
const render = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Renders and uploads every job's pictures and attaches them, a few jobs at a time: sharp works on
 * libuv's four threads, so more at once would only queue. A job is one transaction, committed
 * without waiting for the disk (demo pictures lost to a crash are not worth a flush each).
 * Answers each job's image ids.
 */
export async function storePictures(db: Db, pictures: PictureStore, jobs: PictureJob[], concurrency = 4): Promise<Map<PictureJob, string[]>> {
  const stored = new Map<PictureJob, string[]>();
  await eachLimited(jobs, concurrency, async (job) => {
    const svgs = await Promise.all(job.svgs.map(render));
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL synchronous_commit TO off');
      const ids: string[] = [];
      for (const picture of svgs) ids.push((await uploadImage(trx, pictures, job.ownerId, picture))._id);
      if (job.kind === 'store') await replaceStorePictures(trx, job.targetId, job.ownerId, { [job.role]: ids });
      else await attachImages(trx, job.kind, job.targetId, job.ownerId, ids);
      stored.set(job, ids);
    });
  });
  return stored;
}
