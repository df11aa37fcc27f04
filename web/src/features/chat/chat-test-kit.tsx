import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { ChatMessage, Conversation } from '@thriftz/client/generated/model';
import { ChatSocketProvider, loadChatSocket } from './chat-socket-provider';

// The provider opens its socket at once when the socket's code is already there, as the tests expect.
await loadChatSocket();

/** Test helpers for the chat (not a test file: vitest collects *.test.* only). */

export const ME = '11111111-1111-4111-8111-111111111111';
export const OTHER = '22222222-2222-4222-8222-222222222222';
export const CID = '33333333-3333-4333-8333-333333333333';
export const PRODUCT_ID = '44444444-4444-4444-8444-444444444444';

export const SESSION = {
  user: { id: ME, uid: ME, email: 'me@campus.edu', fullName: 'Ravi Kumar', isAdmin: false, emailVerified: true, profileImage: null, isAnonymous: false },
  googleEnabled: false,
};

/** A WebSocket stand-in: the test opens, fails, or speaks for the server. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = 0;
  sent: Array<{ event: string; data: Record<string, unknown> }> = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as { event: string; data: Record<string, unknown> });
  }

  close() {
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The connection failed or dropped. */
  fail() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }

  /** A frame from the server. */
  receive(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) } as MessageEvent);
  }

  framesOf(event: string) {
    return this.sent.filter((frame) => frame.event === event).map((frame) => frame.data);
  }
}

export function json(body: unknown, status = 200) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

export const problem = (status: number, detail?: string, extra: Record<string, unknown> = {}) =>
  json({ type: 'about:blank', title: 'Problem', status, ...(detail ? { detail } : {}), ...extra }, status);

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    conversationId: CID,
    participants: [ME, OTHER],
    type: 'product',
    itemKind: 'product',
    productId: PRODUCT_ID,
    requestId: null,
    productTitle: 'Casio fx-991EX calculator',
    productImage: '/uploads/calc-100.webp',
    otherUser: { uid: OTHER, fullName: 'Asha Rao', profileImage: null, isAnonymous: false },
    lastMessage: 'Is it available?',
    lastMessageSender: OTHER,
    lastUpdated: new Date().toISOString(),
    unreadCount: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

let sequence = 0;
export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return {
    id: `55555555-5555-4555-8555-${String(sequence).padStart(12, '0')}`,
    conversationId: CID,
    senderId: OTHER,
    receiverId: ME,
    message: `Message ${sequence}`,
    timestamp: new Date().toISOString(),
    type: 'text',
    status: 'sent',
    productId: PRODUCT_ID,
    requestId: null,
    clientMessageId: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch: the session is always ME; `handler` answers everything else (undefined → 404).
 * Returns every call made.
 */
export function stubApi(handler: Handler, session: unknown = SESSION) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.path === '/api/auth/session') return json(session);
      return (await handler(call)) ?? problem(404, 'Not found');
    }),
  );
  return calls;
}

export function stubWebSocket() {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `routes` at `path` inside React Query and the chat socket provider (for ME when `uid`). */
export function renderRoutes(routes: RouteObject[], path: string | string[], { uid = ME as string | null } = {}) {
  const client = testQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: Array.isArray(path) ? path : [path],
    initialIndex: Array.isArray(path) ? path.length - 1 : 0,
  });
  const view = render(
    <QueryClientProvider client={client}>
      <ChatSocketProvider uid={uid}>
        <RouterProvider router={router} />
      </ChatSocketProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}

export function Probe({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

/** Lets the server speak on the latest socket, inside act. */
export function serverSays(event: string, data: unknown) {
  act(() => FakeWebSocket.latest.receive(event, data));
}

export function openSocket() {
  act(() => FakeWebSocket.latest.open());
}
