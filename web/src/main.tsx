import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/router';
import './app/global.css';

/** Longest the first render waits for the landing page's code before showing its loading state. */
const LANDING_PAGE_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The server may have sent the page's first screen already (prerendered): the first render waits
// for the page's code so it replaces that markup with the same layout, never with a spinner.
const landingPage = preloadLandingPage(window.location.pathname).catch(() => {});
const cap = new Promise((resolve) => setTimeout(resolve, LANDING_PAGE_WAIT_MS));
void Promise.race([landingPage, cap]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
