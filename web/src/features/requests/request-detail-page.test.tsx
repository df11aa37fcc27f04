import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Request } from '@thriftz/client/generated/model';
// The page as the app renders it: with the wishlist, chat and report parts in their slots.
import { AppPostSlots } from '../../app/post-slots';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { ELSEWHERE, renderRoute, sessionSettled } from '../../test/render-route';
import RequestDetailPage from './request-detail-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';
const REQUESTER = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

const REQUEST: Request = {
  _id: ID,
  slug: 'engineering-drawing-kit',
  title: 'Engineering drawing kit',
  description: 'Need a complete drawing kit with mini-drafter for first year.',
  category: 'lab-equipment',
  requestType: 'rent',
  priceRange: '500-1000',
  condition: 'any',
  productAge: { years: 1, months: 6 },
  images: [],
  tags: ['drafter'],
  location: { lat: 12.9716, lng: 77.5946 },
  meetingSpot: 'Main Canteen',
  isAnonymous: false,
  anonymousName: null,
  requestedBy: { _id: REQUESTER, uid: REQUESTER, fullName: 'Asha Rao', profileImage: null, phone: '98765 43210' },
  isOwner: false,
  isActive: true,
  urgency: 'medium',
  expirationDate: '2025-09-01T10:00:00Z',
  createdAt: '2025-08-04T10:00:00Z',
  updatedAt: '2025-08-04T10:00:00Z',
};

/** The session (signed in or not) and the request (or a problem). */
function stubApi({ request = json(REQUEST), user = STUDENT }: { request?: Response; user?: CurrentUser | null } = {}) {
  stubFetch({ [`/api/requests/${ID}`]: request }, { session: user });
}

function renderPage() {
  const { client, router } = renderRoute([{ path: '/request/:id', element: <RequestDetailPage /> }, ELSEWHERE], `/request/${ID}`, {
    wrapper: AppPostSlots,
  });
  // Contact buttons depend on who is signed in.
  const sessionRead = () => sessionSettled(client);
  return { router, sessionRead };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequestDetailPage', { timeout: 20_000 }, () => {
  it('shows the request: budget, urgency, type, condition, maximum age, status, requester and location', async () => {
    stubApi();
    renderPage();

    expect(await screen.findByText('Engineering drawing kit', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('₹500 – ₹1,000')).toBeInTheDocument();
    expect(screen.getByText('Priority')).toBeInTheDocument();
    const details = screen.getByText('Details').closest('section')!;
    expect(within(details).getByText('Max 1yr 6mo')).toBeInTheDocument();
    expect(within(details).getByText('Rent')).toBeInTheDocument();
    expect(within(details).getByText('Any condition')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(within(details).getByText('12.97160, 77.59460')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('#drafter')).toBeInTheDocument();
    expect(screen.getByText('Add to wishlist')).toBeInTheDocument();
    expect(screen.getByText('Share')).toBeInTheDocument();
    expect(screen.getByText('Report')).toBeInTheDocument();
  });

  it('gives the owner Mark as Fulfilled and Delete instead of contact, wishlist and report', async () => {
    stubApi({ request: json({ ...REQUEST, isOwner: true }) });
    renderPage();
    expect(await screen.findByText('This is your request')).toBeInTheDocument();
    expect(screen.getByText('Mark as Fulfilled')).toBeInTheDocument();
    expect(screen.getByText('Delete')).toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
    expect(screen.queryByText('Add to wishlist')).not.toBeInTheDocument();
    expect(screen.queryByText('Report')).not.toBeInTheDocument();
  });

  it('opens WhatsApp with +91 added to a number without a country code', async () => {
    stubApi();
    const { sessionRead } = renderPage();
    await screen.findByText('WhatsApp');
    await sessionRead();
    await vi.waitFor(() =>
      expect(screen.getByText('WhatsApp').closest('a')).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
      ),
    );
  });

  it("shows an anonymous requester's alias only, with In-App Chat that names nobody and no WhatsApp", async () => {
    const CONVERSATION = '7e6d5c4b-3a29-4d18-9f07-1e2d3c4b5a69';
    let sent: unknown;
    stubFetch(
      {
        [`/api/requests/${ID}`]: json({ ...REQUEST, isAnonymous: true, anonymousName: 'Hostel 4 student', requestedBy: null, productAge: null }),
        'POST /api/create-conversation': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          return json({ conversationId: CONVERSATION, created: true }, 201);
        },
      },
      { session: STUDENT },
    );
    const { sessionRead, router } = renderPage();

    expect(await screen.findByText('Hostel 4 student')).toBeInTheDocument();
    await sessionRead();
    expect(screen.getByText('Posted anonymously')).toBeInTheDocument();
    expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(screen.getByText('Any age')).toBeInTheDocument();

    // In-App Chat with the alias; no WhatsApp (the phone stays hidden).
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
    (await screen.findByRole('button', { name: 'In-App Chat' })).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${ID}/${CONVERSATION}`));
    // Only the student's own id: the server finds the requester.
    expect(sent).toEqual({ participants: [STUDENT.uid], requestId: ID, type: 'request' });
  });

  it("says 'Request not found' with a link to the other requests", async () => {
    stubApi({ request: json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Request not found' }, 404) });
    renderPage();
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(screen.getByText('Browse other requests').closest('a')).toHaveAttribute('href', '/request');
  });
});
