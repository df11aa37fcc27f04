import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { siteBannerReady } from './app/root-layout';
import { preloadLandingPage } from './app/router';
import './app/global.css';

/** Longest the first render waits for the landing page's code before showing its loading state. */
const LANDING_PAGE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The server may have sent the page's first screen already (prerendered), and the site banner's
// notifications: the first render waits for the page's code and the banner's so it replaces that
// markup with the same layout, never with a spinner, and the banner never pushes the page down.
const landingPage = Promise.all([preloadLandingPage(window.location.pathname), siteBannerReady]).catch(() => {});
const cap = new Promise((resolve) => setTimeout(resolve, LANDING_PAGE_WAIT_MS));
void Promise.race([landingPage, cap]).then(() => {
  const root = createRoot(container);
  // A transition: React renders the first page in slices, yielding to the browser between them,
  // instead of one long task that holds input (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
