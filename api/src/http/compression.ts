import compressionMiddleware from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what the app makes on the fly (JSON, the docs, CSV) above 1 KB, brotli when the
 * client accepts it (at quality 4: fast enough per request), else gzip. Pictures are WebP and
 * pass untouched, as do the built apps' assets, which are sent already compressed
 * (static-apps.ts). WebSocket upgrades never reach Express.
 */
export function compressResponses(): RequestHandler {
  return compressionMiddleware({ threshold: 1024 });
}
