import { json, stubFetch } from '@web/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccessToken } from '@thriftz/client/generated/model';
import { DASHBOARD, SESSION } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { toast } from 'sonner';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();

const SECRET = `thz_${'b'.repeat(43)}`;
const TOKEN: AccessToken = {
  id: '0c0c0c0c-1111-4222-8333-000000000001',
  name: 'Stock sync',
  scopes: ['read'],
  createdAt: '2026-11-01T04:30:00Z',
  expiresAt: '2099-01-01T00:00:00Z',
  lastUsedAt: '2026-11-03T10:00:00Z',
};

/** The portal's settings tab, with the store's tokens answered by `tokens` and its create by `created`. */
function stubPortal({ tokens = [] as AccessToken[], create }: { tokens?: AccessToken[]; create?: () => Response } = {}) {
  let current = tokens;
  return stubFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /api/store-portal/session') return json(SESSION);
    if (route === 'GET /api/store-portal/dashboard') return json(DASHBOARD);
    if (route === 'GET /api/store-portal/tokens') return json({ items: current, limit: 20 });
    if (route === 'POST /api/store-portal/tokens' && create) {
      const answer = create();
      if (answer.ok) current = [TOKEN];
      return answer;
    }
    if (route === `DELETE /api/store-portal/tokens/${TOKEN.id}`) {
      current = [];
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

async function openDeveloperSection() {
  renderPortal('/?tab=settings');
  return screen.findByRole('region', { name: 'Developer Settings' }, { timeout: 15_000 });
}

describe('the store portal’s developer settings', () => {
  it('sits in the Settings tab, explains store tokens and offers only read and write', async () => {
    stubPortal();
    const section = await openDeveloperSection();
    expect(await within(section).findByText('No tokens yet')).toBeInTheDocument();
    expect(within(section).getByText(/Regenerating the entry code revokes every token/)).toBeInTheDocument();
    expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(section).getByRole('checkbox', { name: /^Read/ })).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: /^Write/ })).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox', { name: /^(Chat|Admin)/ })).not.toBeInTheDocument();
  });

  it('makes a store token, shows its secret once, and revokes it after confirmation', async () => {
    const fetchMock = stubPortal({ create: () => json({ ...TOKEN, scopes: ['read', 'write'], token: SECRET }, 201) });
    const section = await openDeveloperSection();
    await within(section).findByText('No tokens yet');
    await userEvent.type(within(section).getByLabelText(/^Name/), 'Stock sync');
    await userEvent.click(within(section).getByRole('checkbox', { name: /^Write/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Create token' }));
    const reveal = await within(section).findByRole('region', { name: 'Your new token “Stock sync”' });
    expect(within(reveal).getByLabelText('Token secret')).toHaveTextContent(SECRET);
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/store-portal/tokens' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Stock sync', scopes: ['read', 'write'], expiresInDays: 30 });

    const row = await within(section).findByRole('list', { name: 'Your tokens' });
    expect(row).toHaveTextContent('Last used3 Nov 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Stock sync' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Token revoked'));
    // Revoking the token just made takes its secret off the screen too.
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await within(section).findByText('No tokens yet')).toBeInTheDocument();
  });

  it('puts the scopes refusal under the scopes', async () => {
    const message = "A store token's scopes are read and write.";
    stubPortal({
      create: () =>
        json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: message, code: 'invalid-input', errors: [{ path: '/body/scopes', message }] }, 400),
    });
    const section = await openDeveloperSection();
    await within(section).findByText('No tokens yet');
    await userEvent.type(within(section).getByLabelText(/^Name/), 'Stock sync');
    await userEvent.click(within(section).getByRole('button', { name: 'Create token' }));
    const scopes = within(section).getByRole('group', { name: /Scopes/ });
    await waitFor(() => expect(scopes).toHaveAccessibleDescription(message));
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('is hidden while the store settings are edited', async () => {
    stubPortal({ tokens: [TOKEN] });
    await openDeveloperSection();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('region', { name: 'Developer Settings' })).not.toBeInTheDocument();
  });
});
