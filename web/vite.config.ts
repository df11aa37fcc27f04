import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { installableApp } from './pwa.config.ts';

// The student web app. In development the API runs on :3000 and is reached through this proxy,
// so cookies stay same-origin exactly as they are in production.
// `vite build --ssr` makes the prerender's bundle (dist-ssr/, see prerender.mjs): Node's, never served.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // public/ is the browser's, copied into dist/ only.
  publicDir: isSsrBuild ? false : 'public',
  // Brotli and gzip twins of each text asset above 1 KB, served by the API by Accept-Encoding; the
  // manifest, icons and service worker of the installable app (pwa.config.ts).
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }), installableApp()]),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page runs first, in one file rather than a handful of small shared chunks
        // (each compressed on its own, and one request each).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/ },
            // The shell's small shared modules (icon base and icons, fetch wrapper, session client) that pages reuse.
            // The fetcher and the generated auth client live in client/src (@thriftz/client, resolved to its real path).
            {
              name: 'shell',
              tags: ['$initial'],
              test: /node_modules[\\/]lucide-react[\\/]|client[\\/]src[\\/](fetcher|generated[\\/]auth)\b|src[\\/]lib[\\/]cn\b/,
            },
            // The pages' other icons in one file: one request, not one per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: false,
        ws: true,
      },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
    },
  },
}));
