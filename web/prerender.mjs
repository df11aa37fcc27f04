// After `npm run build -w web`'s two Vite builds: writes the first screen of each landing page, as
// a visitor's first render shows it, into a copy of dist/index.html (dist/prerendered/<page>.html,
// with brotli and gzip twins). The API serves these for exactly those paths, so the browser paints
// the page before the JavaScript arrives; the app's first render then replaces it with the same.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

process.env.NODE_ENV = 'production';
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { LANDING_PAGES, renderPage, fillShell } = await import(path.join(here, 'dist-ssr/render-page.js'));

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, 'prerendered');
fs.mkdirSync(out, { recursive: true });
for (const [pathname, file] of Object.entries(LANDING_PAGES)) {
  const html = fillShell(shell, await renderPage(pathname));
  const target = path.join(out, file);
  fs.writeFileSync(target, html);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
  console.log(`prerendered ${pathname} -> dist/prerendered/${file} (${(html.length / 1024).toFixed(1)} kB)`);
}
