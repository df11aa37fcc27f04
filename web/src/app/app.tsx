import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { networkQuiet } from '../lib/network-quiet';
import { preloaded } from './preloaded';
import { seedInitialQueries } from './initial-queries';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

// The declarative router: the app has no loaders or actions, and the data router's code (its
// loaders, fetchers, revalidation) was 16 KB of gzipped JavaScript in every first load. Errors are
// the routes' own boundaries (router.tsx).
function AppRoutes() {
  return useRoutes(appRoutes);
}
// sonner loads beside the first page, not in it; toasts asked for meanwhile wait (lib/toast).
// Not later: pages that import sonner themselves may toast as soon as their data fails to load.
const ResponsiveToaster = preloaded(() => import('./responsive-toaster').then((m) => m.ResponsiveToaster));
// The service worker, in production builds only (a dev server's modules are not a build to keep):
// registered once the page has loaded and then fetched nothing for 5 s (30 s at most), so its
// precache of the whole build never competes with what a first visit is still downloading.
const InstallableApp = import.meta.env.PROD
  ? preloaded(() => networkQuiet(5_000, 30_000).then(() => import('../features/installable-app/installable-app').then((m) => m.InstallableApp)), {
      whenIdle: true,
    })
  : () => null;

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialQueries(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ResponsiveToaster />
      <InstallableApp />
    </QueryClientProvider>
  );
}
