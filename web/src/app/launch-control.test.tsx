import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/api-stub';
import { STUDENT } from '../test/fixtures';
import { renderRoute } from '../test/render-route';
import { LaunchControl, resetLaunchWatch } from './launch-control';

/** The pre-launch page is a lazy chunk: a loaded machine takes more than the default second to bring it. */
const LAZY = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  resetLaunchWatch();
});

/** What the root layout does beside the shell (root-layout.tsx), with the control's chunk loaded. */
function LaunchGate({ children }: { children: ReactNode }) {
  const [gated, hide] = useState(false);
  return (
    <>
      {gated || children}
      <LaunchControl hide={hide} />
    </>
  );
}

const settings = (launchAt: string | null, serverTime = new Date().toISOString()) => ({
  '/api/settings/public': json({ siteName: 'Thriftz', launchAt, serverTime }),
  '/api/early-access/counter': json({ count: 12, cap: 100, nextPlan: 'mid' }),
});

const renderAt = (at: string) =>
  renderRoute(
    [
      {
        path: '*',
        element: (
          <LaunchGate>
            <p>the app</p>
          </LaunchGate>
        ),
      },
    ],
    at,
  );

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the launch gate', () => {
  it('shows the app at once, and keeps it when the site is launched', async () => {
    stubFetch(settings(null));
    renderAt('/');
    expect(screen.getByText('the app')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  it('shows only the pre-launch page before the launch, on any page of the app', async () => {
    stubFetch(settings(inDays(3)));
    renderAt('/products');
    expect(await screen.findByRole('heading', { name: /almost here/ }, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
  });

  it.each(['/recruitment', '/recruitment/apply', '/staging/recruitment', '/verify-email?token=x', '/reset-password?token=x'])(
    'lets %s through before the launch',
    async (at) => {
      stubFetch(settings(inDays(3)));
      renderAt(at);
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.getByText('the app')).toBeInTheDocument();
    },
  );

  it("follows the server's clock: a launch past on the server is launched whatever this clock says", async () => {
    // The server is two days ahead of this machine; its launch was yesterday by its own clock.
    stubFetch(settings(inDays(1), inDays(2)));
    renderAt('/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /almost here/ })).not.toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-prelaunch')).toBe(false);
  });
  it('shows the page the server sent hidden once it knows: the pre-launch page, or the app', async () => {
    document.documentElement.setAttribute('data-prelaunch', '');
    stubFetch(settings(inDays(3)));
    renderAt('/products');
    expect(await screen.findByRole('heading', { name: /almost here/ }, LAZY)).toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-prelaunch')).toBe(false);
    resetLaunchWatch();
    vi.unstubAllGlobals();
    document.documentElement.setAttribute('data-prelaunch', '');
    stubFetch(settings(null));
    renderAt('/');
    await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-prelaunch')).toBe(false));
  });

  it('lets an admin use the whole site before the launch, as the API does', async () => {
    document.documentElement.setAttribute('data-prelaunch', '');
    stubFetch({ ...settings(inDays(3)), '/api/auth/session': json({ user: { ...STUDENT, isAdmin: true }, googleEnabled: false }) });
    renderAt('/products');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /almost here/ })).not.toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-prelaunch')).toBe(false);
  });
});
