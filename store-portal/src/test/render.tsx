import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalRoutes } from '../app/app';
import { createQueryClient } from '../app/query-client';

/** The whole portal (gate, shell, tabs) at `at`, as the app renders it, with no retries. */
export function renderPortal(at = '/') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } });
  const router = createMemoryRouter(portalRoutes, { initialEntries: [at] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router, ...result };
}
