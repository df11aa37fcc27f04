// Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) that every instance shares:
// `<S3_PREFIX>pictures/<id>/<variant>.webp`, image/webp, cached for a year as immutable.
//
// Reads stream through the API rather than redirect to presigned URLs. A picture keeps its one
// address (/api/images/<id>/<variant>.webp, already in pages, in browsers' and CDNs' caches, in
// chat previews and e-mails) with the same year-long immutable Cache-Control and conditional GET
// (ETag / If-None-Match → 304) as the local driver, and the pages' CSP stays same-origin. The
// bucket stays private (no public-read policy, no CORS, no URL that expires under a cached page),
// and switching drivers changes nothing for the clients. The cost is the bytes passing through
// the API: small WebP files (at most 800 px wide) that browsers and any CDN in front keep a year.
//
// A client that goes away mid-picture cuts the stream (pipeline destroys both ends, the socket
// goes back to the SDK's pool) and nothing is thrown; a missing picture is 404, a store that
// cannot be reached (refused, timed out, 5xx, throttled) is 503 with Retry-After, never a 500.
import { pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PictureStorage } from '../../config.js';
import { notFound } from '../../http/problem.js';
import { PICTURE_CACHE_CONTROL, storageUnavailable, VARIANTS, type PictureStore, type Variant } from './picture-store.js';

type S3Storage = Extract<PictureStorage, { driver: 's3' }>;

/** DeleteObjects takes at most 1,000 keys. */
const DELETE_BATCH = 1000;

/** Node's codes for a store that cannot be reached, or a connection that broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);
/** The SDK's and S3's names for a request that timed out or was throttled. */
const UNAVAILABLE_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'SlowDown', 'ServiceUnavailable', 'InternalError']);

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  errors?: unknown[];
}

const statusOf = (err: unknown) => (err as SdkError | null)?.$metadata?.httpStatusCode;

const isMissing = (err: unknown) => {
  const e = err as SdkError;
  return e?.name === 'NoSuchKey' || (statusOf(err) === 404 && e?.name !== 'NoSuchBucket');
};

/** Whether the store could not be reached or answer now (as opposed to refusing: access denied, no such bucket). */
export function isStorageUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const e = err as SdkError;
  const status = statusOf(err);
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  // A host name with several addresses (localhost: ::1 and 127.0.0.1), each refused.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isStorageUnavailable(inner, depth + 1))) return true;
  return isStorageUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

/** The store's failure as the caller's: 503 with Retry-After when it cannot be reached, else as it came. */
const asProblem = (err: unknown) => (isStorageUnavailable(err) ? storageUnavailable() : err);

/** A single entity tag of If-None-Match, echoed on a 304 (S3's own answer is not handed back by the SDK). */
const singleTag = (value: string | undefined) => (value && !value.includes(',') && value !== '*' ? value.trim() : undefined);

export function s3PictureStore(storage: S3Storage): PictureStore {
  const { bucket, prefix } = storage;
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    // Bounded, so a request waiting on the store ends well within the request deadline (10 s):
    // connect 2 s, headers 5 s, a stalled body 10 s; two more tries after a failure.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000, throwOnRequestTimeout: true, socketTimeout: 10_000 },
    // S3-compatible stores differ in their support of the newer flexible checksums: only where the
    // operation requires one (DeleteObjects). TLS already protects the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const root = `${prefix}pictures/`;
  const keyOf = (id: string, variant: Variant) => `${root}${id}/${variant}.webp`;

  async function deleteKeys(keys: string[]) {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      // A key that is not there is no error for S3 (it reports it deleted).
      const failed = out.Errors?.[0];
      if (failed) throw new Error(`could not delete ${failed.Key} from the bucket ${bucket}: ${failed.Code} ${failed.Message ?? ''}`.trim());
    }
  }

  const remove = async (ids: string[]) => {
    if (!ids.length) return;
    try {
      await deleteKeys(ids.flatMap((id) => VARIANTS.map((v) => keyOf(id, v))));
    } catch (err) {
      throw asProblem(err);
    }
  };

  return {
    driver: 's3',

    async put(id, variants) {
      const puts = await Promise.allSettled(
        VARIANTS.map((v) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: keyOf(id, v),
              Body: variants[v],
              ContentType: 'image/webp',
              CacheControl: PICTURE_CACHE_CONTROL,
            }),
          ),
        ),
      );
      const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
      if (!failed) return;
      // All sizes or none: what did land goes again (best effort; the store may be down).
      await remove([id]).catch(() => {});
      throw asProblem(failed.reason);
    },

    remove,

    serve(req, res, next, id, variant) {
      // The client going away before S3 answers stops the request to S3 too.
      const abort = new AbortController();
      const onClose = () => abort.abort();
      res.once('close', onClose);
      const ifModifiedSince = req.get('if-modified-since');
      const since = ifModifiedSince ? new Date(ifModifiedSince) : undefined;
      const input = {
        Bucket: bucket,
        Key: keyOf(id, variant),
        IfNoneMatch: req.get('if-none-match'),
        // If-None-Match wins over If-Modified-Since (RFC 9110), as it does for the local driver.
        IfModifiedSince: !req.get('if-none-match') && since && !Number.isNaN(since.getTime()) ? since : undefined,
      };
      client.send(new GetObjectCommand(input), { abortSignal: abort.signal }).then(
        (out) => {
          const body = out.Body as Readable | undefined;
          if (res.destroyed || res.writableEnded) {
            body?.destroy();
            return;
          }
          res.status(200);
          res.set({ 'Content-Type': 'image/webp', 'Cache-Control': PICTURE_CACHE_CONTROL });
          if (out.ETag) res.set('ETag', out.ETag);
          if (out.LastModified) res.set('Last-Modified', out.LastModified.toUTCString());
          if (out.ContentLength !== undefined) res.set('Content-Length', String(out.ContentLength));
          if (!body) {
            res.end();
            return;
          }
          // Ends both streams whichever fails (the client gone, S3's connection cut): the error
          // is only logged, the response having started; a client that left is no news.
          pipeline(body, res, (err) => {
            res.off('close', onClose);
            if (!err) return;
            if (abort.signal.aborted) req.log?.debug({ err, key: input.Key }, 'picture stream ended: the client went away');
            else req.log?.warn({ err, key: input.Key }, 'picture stream cut short');
          });
        },
        (err: unknown) => {
          res.off('close', onClose);
          // Nobody is waiting for the answer any more.
          if (abort.signal.aborted || res.destroyed) return;
          if (statusOf(err) === 304) {
            const tag = singleTag(input.IfNoneMatch);
            res.status(304).set('Cache-Control', PICTURE_CACHE_CONTROL);
            if (tag) res.set('ETag', tag);
            res.end();
            return;
          }
          if (isMissing(err)) return next(notFound('Image not found.'));
          next(asProblem(err));
        },
      );
    },

    async read(id, variant) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id, variant) }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw asProblem(err);
      }
    },

    async removeAll() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: root, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length) await deleteKeys(keys);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close() {
      client.destroy();
    },
  };
}
