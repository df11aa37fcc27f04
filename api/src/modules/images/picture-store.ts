// Where pictures' files are kept: every write, removal and read of them goes through a
// PictureStore, chosen by PICTURE_STORAGE: `local` (DATA_DIR/uploads, for one instance) or `s3`
// (a bucket every instance shares: AWS S3, MinIO, Cloudflare R2). The images table says which
// pictures exist; the store holds their bytes, three WebP sizes each.
import type { NextFunction, Request, Response } from 'express';
import type { PictureStorage } from '../../config.js';
import { HttpProblem } from '../../http/problem.js';

/** The sizes every picture is kept in, named by the server (the original is never written). */
export const VARIANTS = ['thumb', 'card', 'main'] as const;
export type Variant = (typeof VARIANTS)[number];

/** How long browsers and caches keep a picture: a year, never revalidated (an id's bytes never change). */
export const PICTURE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const PICTURE_CACHE_CONTROL = `public, max-age=${PICTURE_MAX_AGE_SECONDS}, immutable`;

export interface PictureStore {
  /** 'local' or 's3', for the start-up banner and the logs. */
  readonly driver: PictureStorage['driver'];
  /** Stores the picture's sizes: all of them, or none (what was written is removed again on failure). */
  put(id: string, variants: Record<Variant, Buffer>): Promise<void>;
  /** Removes the pictures' sizes; a picture already gone is not an error. */
  remove(ids: string[]): Promise<void>;
  /**
   * Answers a GET of one size: 200 with the bytes and PICTURE_CACHE_CONTROL, 304 when
   * the client's copy is current (If-None-Match / If-Modified-Since), and otherwise hands `next`
   * a 404 problem for a missing picture or a 503 one (Retry-After) when the storage cannot be reached.
   */
  serve(req: Request, res: Response, next: NextFunction, id: string, variant: Variant): void;
  /** One size's bytes, or undefined when there is no such picture. */
  read(id: string, variant: Variant): Promise<Buffer | undefined>;
  /** Removes every picture of this store (npm run db:reset, whose rows are all gone). */
  removeAll(): Promise<void>;
  /** Lets go of connections (the process is stopping). */
  close(): void;
}

/** How long a client is asked to wait (Retry-After) when the picture storage cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The answer while the picture storage cannot be reached: try again shortly, never a 500. */
export const storageUnavailable = () =>
  new HttpProblem(503, 'Pictures are briefly unavailable. Please try again in a moment.', 'unavailable', undefined, {
    'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
  });

/**
 * The store `storage` names: the local one keeps `<dataDir>/uploads/<id>/<variant>.webp`; the S3
 * driver (and the AWS SDK it loads) is imported only when configured.
 */
export async function createPictureStore(storage: PictureStorage, dataDir: string): Promise<PictureStore> {
  if (storage.driver === 's3') {
    const { s3PictureStore } = await import('./picture-store.s3.js');
    return s3PictureStore(storage);
  }
  const { localPictureStore } = await import('./picture-store.local.js');
  return localPictureStore(dataDir);
}
