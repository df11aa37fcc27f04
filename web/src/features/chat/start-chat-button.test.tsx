import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemKind } from '@thriftz/client/generated/model';
import { CID, json, ME, OTHER, problem, renderRoutes, stubApi, stubWebSocket, type Call } from './chat-test-kit';
import { StartChatButton } from './start-chat-button';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ITEM = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function Where() {
  const location = useLocation();
  return <p>now at {location.pathname + location.search}</p>;
}

function setup({
  kind = 'product' as ItemKind,
  itemId = ITEM as string | null,
  ownerId = OTHER as string | null,
  hidden = false,
  signedIn = true,
  create = (): Response | Promise<Response> => json({ conversationId: CID, created: true }, 201),
} = {}) {
  stubWebSocket();
  const calls = stubApi(
    (call: Call) => (call.path === '/api/create-conversation' ? create() : undefined),
    signedIn
      ? { user: { id: ME, uid: ME, email: 'me@campus.edu', fullName: 'Ravi Kumar', isAdmin: false, emailVerified: true, profileImage: null }, googleEnabled: false }
      : { user: null, googleEnabled: false },
  );
  renderRoutes(
    [
      { path: '/item', element: <StartChatButton kind={kind} itemId={itemId} ownerId={ownerId} hidden={hidden} /> },
      { path: '*', element: <Where /> },
    ],
    '/item',
    { uid: signedIn ? ME : null },
  );
  return calls;
}

const button = () => screen.findByRole('button', { name: 'In-App Chat' });
const creates = (calls: Call[]) => calls.filter((call) => call.path === '/api/create-conversation');

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StartChatButton', { timeout: 20_000 }, () => {
  it("sends a visitor to log in, coming back here: 'Please login to start chatting'", async () => {
    const calls = setup({ signedIn: false });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    expect(toast.info).toHaveBeenCalledWith('Please login to start chatting');
    expect(await screen.findByText('now at /login?returnTo=%2Fitem')).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(0);
  });

  it.each([
    ['product', { productId: ITEM, type: 'product' }, `/chat/${ITEM}/${CID}`],
    ['borrow', { productId: ITEM, type: 'product' }, `/chat/borrow/${ITEM}/${CID}`],
    ['request', { requestId: ITEM, type: 'request' }, `/chat/${ITEM}/${CID}`],
    ['roommate', { requestId: ITEM, type: 'roommate' }, `/chat/roommate/${ITEM}/${CID}`],
  ] as const)('creates the %s conversation with the owner and opens it', async (kind, body, path) => {
    const calls = setup({ kind });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    expect(await screen.findByText(`now at ${path}`)).toBeInTheDocument();
    expect(creates(calls).map((call) => call.body)).toEqual([{ participants: [ME, OTHER], ...body }]);
  });

  it("shows the server's message when it refuses, else 'Failed to create conversation'", async () => {
    setup({ create: () => problem(403, 'Anonymous items cannot be chatted about', { error: 'Anonymous items cannot be chatted about' }) });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Anonymous items cannot be chatted about'));
  });

  it("says 'Failed to create conversation' for an error without words", async () => {
    setup({ create: () => new Response('oops', { status: 502 }) });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create conversation'));
    expect(screen.queryByText(/now at/)).not.toBeInTheDocument();
  });

  it("says 'Failed to start conversation' when the network fails", async () => {
    setup({ create: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to start conversation'));
  });

  it.each([
    ['product', 'Product information incomplete'],
    ['request', 'Request information incomplete'],
    ['roommate', 'Roommate request information incomplete'],
  ] as const)('says the %s information is incomplete without an item id', async (kind, words) => {
    const calls = setup({ kind, itemId: null });
    const user = userEvent.setup();
    await waitFor(async () => expect(await button()).toBeEnabled());
    await user.click(await button());
    expect(toast.error).toHaveBeenCalledWith(words);
    expect(creates(calls)).toHaveLength(0);
  });

  it('is not shown on one’s own item', async () => {
    setup({ ownerId: ME });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'In-App Chat' })).not.toBeInTheDocument());
    // Signed in and settled: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'In-App Chat' })).not.toBeInTheDocument();
  });

  it('is not shown when hidden (anonymous items)', () => {
    setup({ hidden: true, ownerId: null });
    expect(screen.queryByRole('button', { name: 'In-App Chat' })).not.toBeInTheDocument();
  });
});
