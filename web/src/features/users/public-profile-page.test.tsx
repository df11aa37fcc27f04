import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard, RequestCard, UserProfile } from '@thriftz/client/generated/model';
import { json, listPage, problem, stubFetchUrls } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import PublicProfilePage from './public-profile-page';

const UID = '22222222-3333-4444-8555-666666666666';

const PROFILE: UserProfile = {
  _id: UID,
  uid: UID,
  fullName: 'Meera Nair',
  profileImage: null,
  bio: 'Third-year architecture. Selling drafting tools.',
  socialLinks: { instagram: 'https://instagram.com/meera', website: 'https://meera.example' },
  joinedDate: '2025-07-15T09:00:00Z',
};

const TABLE: ListingCard = {
  _id: '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978',
  slug: 'drafting-table',
  title: 'Drafting table',
  listingType: 'sell',
  category: 'furniture',
  condition: 'good',
  price: 2400,
  rentalRate: null,
  image: null,
  isBoosted: false,
  isAvailable: true,
  createdAt: '2025-08-01T10:00:00Z',
  seller: { _id: UID, uid: UID, fullName: 'Meera Nair', profileImage: null },
};

const LAB_COAT: RequestCard = {
  _id: '1c8f2f3b-5d2e-4b68-8f1f-3e4d5c6b7a89',
  slug: 'need-a-lab-coat',
  title: 'Need a lab coat',
  descriptionPreview: 'Size M, for the chemistry labs.',
  category: 'lab-equipment',
  requestType: 'buy',
  priceRange: 'under-500',
  condition: 'good',
  urgency: 'low',
  tags: [],
  image: null,
  requesterName: 'Meera Nair',
  isActive: true,
  expirationDate: '2025-08-29T10:00:00Z',
  createdAt: '2025-08-01T10:00:00Z',
};

function stubApi(profile: Response = json(PROFILE), session = STUDENT) {
  return stubFetchUrls(
    (url) => {
      if (url.pathname === `/api/users/${UID}`) return profile.clone();
      if (url.pathname === '/api/listings') return json(listPage(url.searchParams.get('type') === 'sell' ? [TABLE] : []));
      if (url.pathname === '/api/requests') return json(listPage([LAB_COAT]));
      if (url.pathname === '/api/roommates') return json(listPage([]));
      return undefined;
    },
    { session },
  );
}

const renderAt = (at: string) => renderRoute([{ path: '/users/:id', element: <PublicProfilePage /> }], at);

afterEach(() => vi.unstubAllGlobals());

describe('a public profile', () => {
  it("shows the student's name, member-since date, bio, links and live listings, asked by owner", async () => {
    const urls = stubApi();
    renderAt(`/users/${UID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeInTheDocument();
    expect(screen.getByText(/Member since/)).toHaveTextContent('Member since July 2025');
    expect(screen.getByText('Third-year architecture. Selling drafting tools.')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Links' }));
    expect(links.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/meera');
    expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(await screen.findByRole('link', { name: /Drafting table/ })).toBeInTheDocument();
    // Someone else's profile: no edit button.
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();

    const listingCalls = urls.filter((u) => u.pathname === '/api/listings');
    expect(listingCalls.map((u) => u.searchParams.get('type')).sort()).toEqual(['lend', 'sell']);
    expect(listingCalls.every((u) => u.searchParams.get('sellerId') === UID)).toBe(true);
    expect(urls.find((u) => u.pathname === '/api/requests')!.searchParams.get('requesterId')).toBe(UID);
    expect(urls.find((u) => u.pathname === '/api/roommates')!.searchParams.get('posterId')).toBe(UID);
  });

  it('shows each kind in its tab with its count', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt(`/users/${UID}`);
    await user.click(await screen.findByRole('tab', { name: 'Requests (1)' }));
    expect(await screen.findByRole('link', { name: /Need a lab coat/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Roommates (0)' }));
    expect(await screen.findByText('No roommate posts.')).toBeInTheDocument();
  });

  it('offers the student an edit button on their own profile', async () => {
    stubApi(json(PROFILE), { ...STUDENT, id: UID, uid: UID });
    renderAt(`/users/${UID}`);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');
  });

  it('says the student was not found for an unknown id, without asking for posts', async () => {
    const urls = stubApi(json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'User profile not found' }, 404));
    renderAt(`/users/${UID}`);
    expect(await screen.findByText('Student not found')).toBeInTheDocument();
    expect(urls.some((u) => u.pathname === '/api/listings')).toBe(false);
  });

  it('shows skeletons while the profile loads', async () => {
    stubFetchUrls(() => new Promise<Response>(() => {}), { session: null });
    renderAt(`/users/${UID}`);
    expect(await screen.findByRole('status', { name: 'Loading the profile' })).toBeInTheDocument();
  });

  it('offers Try Again when the profile fails to load', async () => {
    stubApi(problem(500, 'Internal Server Error'));
    renderAt(`/users/${UID}`);
    // After one retry (a server failure may pass).
    expect(await screen.findByText('Failed to load profile data', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
