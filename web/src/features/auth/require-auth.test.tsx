import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetSessionQueryKey } from '@thriftz/client/generated/auth/auth';
import { RequireAuth } from './require-auth';
import { spyOnToasts } from '../../test/toasts';

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
    // A fresh answer per call: a Response's body can be read once, and the session call retries.
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

spyOnToasts();

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

  it('treats a refused session call as signed out', async () => {
    stubSession({ type: 'about:blank', title: 'Unauthorized', status: 401 }, 401);
    renderAt('/profile');
    expect(await screen.findByText('login page at /login?returnTo=%2Fprofile')).toBeInTheDocument();
  });

  it('says the session could not be checked, with a retry, when the server fails to read it', async () => {
    stubSession({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong. Please try again.' }, 500);
    renderAt('/profile');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not check that you are logged in.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(screen.queryByText(/login page at/)).not.toBeInTheDocument();

    stubSession({ user: null, googleEnabled: false });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
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
