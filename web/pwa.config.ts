// What makes the student app installable: the web app manifest, its icons (drawn from
// public/favicon.svg at build time, no binary in the repository) and the service worker
// (service-worker/sw.ts). vite-plugin-pwa writes dist/manifest.webmanifest, links it from
// index.html (which the prerendered pages copy), draws the icons with sharp and builds dist/sw.js
// with the list of files to keep. The app registers the worker itself, after the page has loaded
// (src/features/installable-app), so the plugin injects no script.
import type { Preset } from '@vite-pwa/assets-generator/config';
import { VitePWA } from 'vite-plugin-pwa';

/** UI.md's tokens (web/src/app/global.css): the primary emerald, and the page's canvas. */
const PRIMARY = '#059669';
const CANVAS = '#f8fafc';

/**
 * The icons: the favicon as drawn for the install prompt and the launcher (192 and 512 px); on
 * an emerald square for launchers that cut their own shape (maskable) and for iOS's home screen
 * (apple-touch-icon, which must be opaque). The mark reaches 37 % of the favicon's width from its
 * centre, so with 15 % padding it stays within the maskable safe circle (40 %) whatever the cut.
 */
const icons: Preset = {
  transparent: { sizes: [192, 512], padding: 0 },
  maskable: { sizes: [512], padding: 0.15, resizeOptions: { background: PRIMARY } },
  apple: { sizes: [180], padding: 0.15, resizeOptions: { background: PRIMARY } },
};

export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // A new version waits until the student accepts the prompt (no reload under their feet).
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Thriftz',
      short_name: 'Thriftz',
      description: 'The sustainable campus marketplace: buy, sell, lend and borrow with verified students of your university.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: PRIMARY,
      background_color: CANVAS,
    },
    pwaAssets: {
      config: false,
      image: 'public/favicon.svg',
      preset: icons,
      // index.html links the favicon, theme colour and apple-touch-icon itself; the manifest's icons come from here.
      includeHtmlHeadLinks: false,
      injectThemeColor: false,
      overrideManifestIcons: true,
    },
    injectManifest: {
      // The shell: pages' code and styles, icons, fonts and the offline page (the plugin adds the
      // manifest itself). Not the .br/.gz twins beside them (the server picks those by
      // Accept-Encoding for the same URL), the prerendered landing pages (the server's to send) or
      // the ads' banners.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['prerendered/**', 'ads/**'],
      rollupFormat: 'iife',
    },
  });
}
