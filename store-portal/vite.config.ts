import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The mini-store owner portal. The API serves this build at a path chosen at deploy time
 * (STORE_PORTAL_PATH), so nothing here names it: asset URLs are relative ('./'), and the API puts
 * a <base href> for its path into index.html, which the router reads back (app/base-path.ts).
 * The portal shares the student app's UI kit and design tokens (web/src/ui, web/src/lib): one look.
 */
const web = (dir: string) => fileURLToPath(new URL(`../web/src/${dir}`, import.meta.url));

export const alias = { '@web/ui': web('ui'), '@web/lib': web('lib'), '@web/test': web('test') };

export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // web/src files resolve their packages from the root node_modules too: one React, one Radix.
  resolve: { alias, dedupe: ['react', 'react-dom', 'radix-ui', '@tanstack/react-query'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5175,
    strictPort: true,
    // Same-origin cookies through the proxy; the Host header is left as is (no changeOrigin).
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: {
    port: 4175,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
});
