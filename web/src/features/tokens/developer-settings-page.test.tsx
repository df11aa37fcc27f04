import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '@thriftz/client/generated/model';
import { json, problem, stubFetch, type Handler } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import DeveloperSettingsPage from './developer-settings-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const SECRET = `thz_${'a'.repeat(43)}`;

function token(overrides: Partial<AccessToken> = {}): AccessToken {
  return {
    id: '0b0b0b0b-1111-4222-8333-000000000001',
    name: 'Price sync script',
    scopes: ['read', 'write'],
    createdAt: '2026-11-01T04:30:00Z',
    expiresAt: '2099-12-01T04:30:00Z',
    lastUsedAt: null,
    ...overrides,
  };
}

const list = (items: AccessToken[]) => json({ items, limit: 20 });
const badRequest = (path: string, message: string) =>
  json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: message, code: 'invalid-input', errors: [{ path, message }] }, 400);

/** The page at /developer-settings, signed in as `user`, with `api` answering the token calls. */
function renderPage(api: Handler, user = STUDENT) {
  const fetchMock = stubFetch(api, { session: user });
  renderRoute([{ path: '*', element: <DeveloperSettingsPage /> }], '/developer-settings');
  return fetchMock;
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Developer settings', { timeout: 20_000 }, () => {
  it('explains tokens and links the API docs when there are none', async () => {
    renderPage(() => list([]));
    expect(await screen.findByText('No tokens yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Read the API docs' })[0]).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('heading', { level: 1, name: 'Developer settings' })).toBeInTheDocument();
    // A student who is not an admin is not offered the admin scope; chat is explained.
    expect(screen.queryByRole('checkbox', { name: /^Admin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Chat/ })).toBeInTheDocument();
    expect(screen.getByText(/No token without this scope can/)).toBeInTheDocument();
  });

  it('tells a failed load apart from an empty list, and tries again', async () => {
    let calls = 0;
    renderPage((url) => (url.pathname === '/api/tokens' ? (++calls === 1 ? problem(500, 'Internal Server Error') : list([token()])) : undefined));
    expect(await screen.findByText('Failed to load your tokens')).toBeInTheDocument();
    expect(screen.queryByText('No tokens yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Price sync script')).toBeInTheDocument();
  });

  it('lists each token with its scopes, dates, last use, and flags an expired one', async () => {
    renderPage(() =>
      list([
        token({ lastUsedAt: '2026-11-02T04:30:00Z' }),
        token({ id: '0b0b0b0b-1111-4222-8333-000000000002', name: 'Old export', scopes: ['read'], expiresAt: '2026-01-01T00:00:00Z' }),
      ]),
    );
    const rows = within(await screen.findByRole('list', { name: 'Your tokens' })).getAllByRole('listitem');
    const [fresh, old] = [rows.find((r) => r.textContent?.includes('Price sync script'))!, rows.find((r) => r.textContent?.includes('Old export'))!];
    expect(within(fresh).getByRole('list', { name: 'Scopes' })).toHaveTextContent('ReadWrite');
    expect(fresh).toHaveTextContent('Created1 Nov 2026');
    expect(fresh).toHaveTextContent('Last used2 Nov 2026');
    expect(fresh).not.toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Expired');
    expect(old).toHaveTextContent('Last usedNever');
    expect(screen.getByText('2 of 20')).toBeInTheDocument();
  });

  it('creates a token, reveals its secret once with Copy, and forgets it on "I’ve saved it"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let tokens: AccessToken[] = [];
    const fetchMock = renderPage((url, init) => {
      if (url.pathname !== '/api/tokens') return undefined;
      if (init?.method === 'POST') {
        tokens = [token({ scopes: ['read', 'chat'] })];
        return json({ ...tokens[0], token: SECRET }, 201);
      }
      return list(tokens);
    });
    await screen.findByText('No tokens yet');
    await userEvent.type(screen.getByLabelText(/^Name/), '  Price sync script ');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Chat/ }));
    const days = screen.getByLabelText(/Expires in/);
    expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const reveal = await screen.findByRole('region', { name: 'Your new token “Price sync script”' });
    expect(within(reveal).getByLabelText('Token secret')).toHaveTextContent(SECRET);
    expect(reveal).toHaveTextContent('You won’t see this token again');
    expect(bodiesOf(fetchMock, 'POST')).toEqual([{ name: 'Price sync script', scopes: ['read', 'chat'], expiresInDays: 90 }]);
    expect(toast.success).toHaveBeenCalledWith('Token created. Copy it now: it will not be shown again.');
    // The form is ready for another, and the list shows the new token without its secret.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    await within(await screen.findByRole('list', { name: 'Your tokens' })).findByText('Price sync script');
    expect(screen.getAllByText(SECRET)).toHaveLength(1);

    await userEvent.click(within(reveal).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(reveal).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await userEvent.click(within(reveal).getByRole('button', { name: 'I’ve saved it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('says how to copy by hand when the clipboard is out of reach', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    renderPage((url, init) => (url.pathname !== '/api/tokens' ? undefined : init?.method === 'POST' ? json({ ...token(), token: SECRET }, 201) : list([])));
    await screen.findByText('No tokens yet');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Script');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy token' }));
    expect(await screen.findByText('Could not copy here. Select the token above and copy it by hand.')).toBeInTheDocument();
  });

  it('checks the fields before sending, and puts the server’s field messages under their fields', async () => {
    const fetchMock = renderPage((url, init) =>
      url.pathname !== '/api/tokens' ? undefined : init?.method === 'POST' ? badRequest('/body/name', 'Name the token in 1 to 60 characters.') : list([]),
    );
    await screen.findByText('No tokens yet');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    const days = screen.getByLabelText(/Expires in/);
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Name the token in 1 to 60 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose one or more scopes.')).toBeInTheDocument();
    expect(screen.getByText('The expiry must be a whole number of days from 1 to 365.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(fetchMock, 'POST')).toEqual([]);

    // A name the browser accepts but the server refuses: its message lands under the name.
    await userEvent.type(screen.getByLabelText(/^Name/), 'x');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Read/ }));
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name the token in 1 to 60 characters.'));
    expect(toast.error).toHaveBeenCalledWith('Name the token in 1 to 60 characters.');
  });

  it('shows the hourly limit’s refusal above the form’s button', async () => {
    renderPage((url, init) =>
      url.pathname !== '/api/tokens'
        ? undefined
        : init?.method === 'POST'
          ? json({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many tokens made. Try again later.' }, 429)
          : list([]),
    );
    await screen.findByText('No tokens yet');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Script');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tokens made. Try again later.');
  });

  it('disables the form when the owner holds the most tokens', async () => {
    renderPage(() => list(Array.from({ length: 20 }, (_, i) => token({ id: `0b0b0b0b-1111-4222-8333-${String(i).padStart(12, '0')}`, name: `Token ${i}` }))));
    expect(await screen.findByText('You have 20 tokens, the most one can hold. Revoke one to make another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
  });

  it('offers the admin scope to an admin', async () => {
    renderPage(() => list([]), { ...STUDENT, isAdmin: true });
    expect(await screen.findByRole('checkbox', { name: /^Admin/ })).toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    let tokens = [token()];
    const fetchMock = renderPage((url, init) => {
      if (init?.method === 'DELETE' && url.pathname === `/api/tokens/${tokens[0]!.id}`) {
        tokens = [];
        return new Response(null, { status: 204 });
      }
      return url.pathname === '/api/tokens' ? list(tokens) : undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Price sync script' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Price sync script”?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No tokens yet')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Token revoked');
  });
});
