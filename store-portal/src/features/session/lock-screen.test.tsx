import { json, problem, stubFetch } from '@web/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD, SESSION } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { toast } from 'sonner';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();

const CODE = '4821093746512038';
const locked = { 'GET /api/store-portal/session': problem(401, 'Unauthorized') };

async function typeCode(code: string) {
  const field = await screen.findByLabelText(/Entry code/);
  await userEvent.type(field, code);
  return field;
}

describe('the lock screen', () => {
  it('keeps digits only, at most 16, and unlocks only with exactly 16', async () => {
    stubFetch(locked);
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Mini Store Admin' })).toBeInTheDocument();
    const field = await typeCode('12ab34-56');
    expect(field).toHaveValue('123456');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    const unlock = screen.getByRole('button', { name: 'Unlock Store Admin' });
    expect(unlock).toBeDisabled();

    await userEvent.tab();
    expect(screen.getByText('Entry code must be 16 digits')).toBeInTheDocument();

    await userEvent.type(field, '12345678901234567890');
    expect(field).toHaveValue('1234561234567890');
    expect(unlock).toBeEnabled();
    expect(screen.queryByText('Entry code must be 16 digits')).not.toBeInTheDocument();
  });

  it('opens the session and welcomes the owner to their store', async () => {
    const fetchMock = stubFetch({
      ...locked,
      'POST /api/store-portal/session': json(SESSION, 201),
      'GET /api/store-portal/dashboard': json(DASHBOARD),
    });
    renderPortal();
    await typeCode(CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome to Campus Threads admin portal!'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ entryCode: CODE });
    // The tab's code loads on demand (its first transform is slow under vitest).
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("says 'Invalid entry code. Please try again.' for a code of no store", async () => {
    stubFetch({ ...locked, 'POST /api/store-portal/session': problem(401, 'Unauthorized') });
    renderPortal();
    await typeCode(CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid entry code. Please try again.', expect.anything()));
    expect(screen.getByText('Invalid entry code. Please try again.')).toBeInTheDocument();
  });

  it("dismisses the 'Invalid entry code' toast once a later unlock succeeds", async () => {
    let attempts = 0;
    stubFetch({
      ...locked,
      'POST /api/store-portal/session': () => (++attempts === 1 ? problem(401, 'Unauthorized') : json(SESSION, 201)),
      'GET /api/store-portal/dashboard': json(DASHBOARD),
    });
    renderPortal();
    const field = await typeCode('1111222233334444');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid entry code. Please try again.', expect.anything()));
    const errorId = (vi.mocked(toast.error).mock.calls[0]![1] as { id?: string | number } | undefined)?.id;
    expect(errorId).toBeDefined();
    expect(toast.dismiss).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome to Campus Threads admin portal!'));
    expect(toast.dismiss).toHaveBeenCalledWith(errorId);
  });

  it("shows the server's words when attempts are rate limited", async () => {
    const detail = 'Too many attempts. Please try again in 15 minutes.';
    stubFetch({
      ...locked,
      'POST /api/store-portal/session': json({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail }, 429),
    });
    renderPortal();
    await typeCode(CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail, undefined));
  });

  it("says 'Failed to authenticate. Please try again.' when the server fails", async () => {
    stubFetch({ ...locked, 'POST /api/store-portal/session': problem(500, 'Internal Server Error') });
    renderPortal();
    await typeCode(CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Store Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to authenticate. Please try again.', undefined));
  });

  it("says 'Failed to load store data' when the session cannot be checked", async () => {
    stubFetch({ 'GET /api/store-portal/session': problem(500, 'Internal Server Error') });
    renderPortal();
    expect(await screen.findByText('Failed to load store data')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load store data');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the unlocked portal', () => {
  it('opens straight away for a live session, and logging out locks it and forgets the store', async () => {
    const fetchMock = stubFetch({
      'GET /api/store-portal/session': json(SESSION),
      'GET /api/store-portal/dashboard': json(DASHBOARD),
      'DELETE /api/store-portal/session': new Response(null, { status: 204 }),
    });
    const { client } = renderPortal();
    expect(await screen.findByText('Campus Threads', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Contact Store' })[0]).toHaveAttribute('href', 'https://wa.me/919876543210');

    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logged out successfully'));
    expect(await screen.findByRole('heading', { name: 'Mini Store Admin' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/store-portal/session', expect.objectContaining({ method: 'DELETE' }));
    expect(client.getQueryCache().getAll().filter((query) => query.state.data).map((q) => q.queryKey)).toEqual([]);
  });

  it('locks itself when a call answers 401 (the session ended elsewhere)', async () => {
    stubFetch({
      'GET /api/store-portal/session': json(SESSION),
      'GET /api/store-portal/dashboard': problem(401, 'Unauthorized'),
    });
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'Mini Store Admin' })).toBeInTheDocument();
  });
});
