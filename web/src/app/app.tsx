import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloaded } from './preloaded';
import { seedInitialQueries } from './initial-queries';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

const router = createBrowserRouter(appRoutes);
// sonner loads beside the first page, not in it; toasts asked for meanwhile wait (lib/toast).
// Not later: pages that import sonner themselves may toast as soon as their data fails to load.
const ResponsiveToaster = preloaded(() => import('./responsive-toaster').then((m) => m.ResponsiveToaster));

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialQueries(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ResponsiveToaster />
    </QueryClientProvider>
  );
}
