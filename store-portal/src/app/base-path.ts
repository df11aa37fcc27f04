/**
 * Where the portal is served. The API writes a <base href> of its configured path (STORE_PORTAL_PATH)
 * into index.html; the router's basename is that path. Without one (Vite's dev server) it is '/'.
 */
export function portalBasename(doc: Document = document): string {
  if (!doc.querySelector('base[href]')) return '/';
  return new URL(doc.baseURI).pathname.replace(/\/+$/, '') || '/';
}
