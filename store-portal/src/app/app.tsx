import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { portalBasename } from './base-path';
import { PortalGate } from './portal-gate';
import { createQueryClient } from './query-client';
import { PortalToaster } from './toaster';

/** One page: the lock screen or the unlocked portal, its tab in the query (?tab=orders). */
export const portalRoutes = [{ path: '*', element: <PortalGate /> }];

export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(portalRoutes, { basename: portalBasename() }));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <PortalToaster />
    </QueryClientProvider>
  );
}
