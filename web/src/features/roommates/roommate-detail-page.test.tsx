import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, RoommatePost } from '@thriftz/client/generated/model';
// The page as the app renders it: with the chat part in its slot.
import { AppPostSlots } from '../../app/post-slots';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { ELSEWHERE, renderRoute, sessionSettled } from '../../test/render-route';
import RoommateDetailPage from './roommate-detail-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const POSTER = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

const POST: RoommatePost = {
  _id: ID,
  title: 'Roommate for a 2BHK near the north gate',
  description: 'Furnished room in a 2BHK, ten minutes from campus. Rent split equally.',
  roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: 'Non-smoker' },
  budget: 8000,
  accommodationType: 'college-hostel',
  contactInfo: 'Find me in Hostel 4 after 6 pm',
  images: [],
  location: { lat: 12.9716, lng: 77.5946 },
  meetingSpot: 'Main Canteen',
  postedBy: { _id: POSTER, uid: POSTER, fullName: 'Asha Rao', profileImage: null, phone: '98765 43210' },
  isOwner: false,
  isActive: true,
  expirationDate: '2025-09-01T10:00:00Z',
  createdAt: '2025-08-04T10:00:00Z',
  updatedAt: '2025-08-04T10:00:00Z',
};

function stubApi({ post = json(POST), user = STUDENT }: { post?: Response; user?: CurrentUser | null } = {}) {
  stubFetch({ [`/api/roommates/${ID}`]: post }, { session: user });
}

function renderPage() {
  const { client, router } = renderRoute(
    [{ path: '/roommate-finder/:id', element: <RoommateDetailPage /> }, ELSEWHERE],
    `/roommate-finder/${ID}`,
    { wrapper: AppPostSlots },
  );
  // Contact buttons depend on who is signed in.
  const sessionRead = () => sessionSettled(client);
  return { router, sessionRead };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoommateDetailPage', { timeout: 20_000 }, () => {
  it('shows the post: budget a month, accommodation, preferences, contact, dates, poster and location', async () => {
    stubApi();
    renderPage();

    expect(await screen.findByText(POST.title, { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('₹8,000/month')).toBeInTheDocument();
    const details = screen.getByText('Details').closest('section')!;
    expect(within(details).getByText('College Hostel')).toBeInTheDocument();
    expect(within(details).getByText('Female roommate')).toBeInTheDocument();
    expect(within(details).getByText('19-23')).toBeInTheDocument();
    expect(within(details).getByText('Non-smoker')).toBeInTheDocument();
    expect(within(details).getByText(POST.contactInfo)).toBeInTheDocument();
    expect(within(details).getByText('4 Aug 2025')).toBeInTheDocument();
    expect(within(details).getByText('1 Sept 2025')).toBeInTheDocument();
    expect(within(details).getByText('12.97160, 77.59460')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText(POST.description)).toBeInTheDocument();
    expect(screen.getByText('Share')).toBeInTheDocument();
    // Reports do not cover roommate posts.
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

  it('shows no WhatsApp button when the poster gave no number', async () => {
    stubApi({ post: json({ ...POST, postedBy: { ...POST.postedBy, phone: undefined } }) });
    const { sessionRead } = renderPage();
    expect(await screen.findByText('In-App Chat')).toBeInTheDocument();
    await sessionRead();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it('invites a visitor to log in instead of showing a WhatsApp button', async () => {
    stubApi({ user: null });
    const { sessionRead } = renderPage();
    expect(await screen.findByText('In-App Chat')).toBeInTheDocument();
    await sessionRead();
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toMatch(/^\/login\?/);
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it('shows a closed post without contact buttons', async () => {
    stubApi({ post: json({ ...POST, isActive: false }) });
    renderPage();
    expect(await screen.findByText('This roommate request is closed')).toBeInTheDocument();
    expect(screen.queryByText('In-App Chat')).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it('gives the owner Mark as Inactive and Delete instead of contact', async () => {
    stubApi({ post: json({ ...POST, isOwner: true }) });
    renderPage();
    expect(await screen.findByText('This is your roommate request')).toBeInTheDocument();
    expect(screen.getByText('Mark as Inactive')).toBeInTheDocument();
    expect(screen.getByText('Delete')).toBeInTheDocument();
    expect(screen.queryByText('WhatsApp')).not.toBeInTheDocument();
  });

  it("says 'Roommate request not found' with a link to the others", async () => {
    stubApi({ post: json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Roommate request not found' }, 404) });
    renderPage();
    expect(await screen.findByText('Roommate request not found')).toBeInTheDocument();
    expect(screen.getByText('Browse other roommate requests').closest('a')).toHaveAttribute('href', '/roommate-finder');
  });
});
