import { useCallback } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './update-prompt';

/** How often an open app asks whether a new version was deployed (a navigation asks too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long Reload waits for the new version to take over before loading the page anyway: the
 * browser activates it only once the old one has no fetch left to answer, which a slow request can
 * hold up; the page loaded again is then taken over as soon as the old version is free.
 */
const TAKE_OVER_WAIT_MS = 3000;

/**
 * Registers the service worker (production builds only, once the page has loaded: app.tsx) and
 * offers a new version when one is waiting.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
    // The plugin would reload every open tab once the new version takes over, and only a tab that
    // had a worker when it loaded: `reload` below reloads the tab whose Reload was pressed, always.
    onNeedReload() {},
  });
  const reload = useCallback(() => void reloadOnNewVersion(updateServiceWorker), [updateServiceWorker]);
  return <UpdatePrompt needRefresh={needRefresh} onReload={reload} />;
}

/**
 * Lets the waiting version take over (the library's SKIP_WAITING message) and loads the page again
 * once it controls the page, or after TAKE_OVER_WAIT_MS at most: Reload always reloads. When another
 * tab has already let it take over, just loads the page again.
 */
async function reloadOnNewVersion(updateServiceWorker: (reloadPage?: boolean) => Promise<void>) {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return window.location.reload();
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, TAKE_OVER_WAIT_MS);
  await updateServiceWorker(true);
}
