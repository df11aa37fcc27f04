import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The API serves this build at /admin/ on the same origin as the student app, so every asset URL
 * is prefixed with /admin/. react-admin uses a hash router: no basename is needed.
 */
export default defineConfig({
  base: '/admin/',
  // Brotli and gzip twins of each text asset above 1 KB, served by the API by Accept-Encoding.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin + MUI make one large vendor chunk; it loads in parallel with the session check.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    strictPort: true,
    // Same-origin cookies through the proxy. The Host header is left as is (no changeOrigin):
    // the API accepts writes whose Origin matches the Host they were sent to.
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
  preview: {
    port: 4174,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000' },
    },
  },
});
