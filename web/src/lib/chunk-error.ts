/**
 * Each browser's words for a dynamic import that could not be fetched. After a deploy the old
 * hashed chunks are gone (or answered with index.html), and only a reload, which fetches the new
 * index.html, finds the new ones.
 */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /is not a valid JavaScript MIME type/i, // Safari, given index.html for a chunk
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
];

/** Whether an error is a page's code failing to download (not a bug in it). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.some((pattern) => pattern.test(error.message));
}
