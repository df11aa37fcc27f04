import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetSessionQueryKey } from '../../api/generated/auth/auth';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>login page at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/', element: <p>home page</p> },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <p>secret profile</p>
          </RequireAuth>
        ),
      },
      {
        path: '/create-listing',
        element: (
          <RequireAuth message="Please login to create listing">
            <p>listing form</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

function stubSession(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

vi.mock('sonner', () => ({ toast: { info: vi.fn() } }));

describe('RequireAuth', () => {
  it("tells the visitor why they must log in when the page says so", async () => {
    stubSession({ user: null, googleEnabled: false });
    renderAt('/create-listing');
    expect(await screen.findByText('login page at /login?returnTo=%2Fcreate-listing')).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Please login to create listing');
  });

  it('sends visitors to /login with the path and query to come back to', async () => {
    stubSession({ user: null, googleEnabled: false });
    renderAt('/profile?tab=subscription');
    expect(await screen.findByText('login page at /login?returnTo=%2Fprofile%3Ftab%3Dsubscription')).toBeInTheDocument();
    expect(screen.queryByText('secret profile')).not.toBeInTheDocument();
  });

  it('treats a failed session call as signed out', async () => {
    stubSession({ type: 'about:blank', title: 'Bad Gateway', status: 502 }, 502);
    renderAt('/profile');
    expect(await screen.findByText('login page at /login?returnTo=%2Fprofile')).toBeInTheDocument();
  });

  it('shows the page to a signed-in student', async () => {
    stubSession({
      user: {
        id: '1',
        uid: 'u1',
        email: 'a@campus.edu',
        fullName: 'Asha Rao',
        isAdmin: false,
        emailVerified: true,
        profileImage: null,
      },
      googleEnabled: false,
    });
    renderAt('/profile');
    expect(await screen.findByText('secret profile')).toBeInTheDocument();
  });

  it('sends a student who logs out on the page home, not to /login', async () => {
    stubSession({
      user: { id: '1', uid: 'u1', email: 'a@campus.edu', fullName: 'Asha Rao', isAdmin: false, emailVerified: true, profileImage: null },
      googleEnabled: false,
    });
    const { client } = renderAt('/profile');
    expect(await screen.findByText('secret profile')).toBeInTheDocument();
    act(() => client.setQueryData(getGetSessionQueryKey(), { user: null, googleEnabled: false }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});
