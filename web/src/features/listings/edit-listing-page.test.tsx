import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Image, Listing } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import EditListingPage from './edit-listing-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ID = '0b7a9c2e-1d3f-4e5a-8b6c-7d8e9f0a1b2c';
const image = (n: number): Image => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  thumbUrl: `/img/${n}/thumb.webp`,
  cardUrl: `/img/${n}/card.webp`,
  mainUrl: `/img/${n}/main.webp`,
});

const LISTING: Listing = {
  _id: ID,
  slug: 'engineering-drawing-kit',
  title: 'Engineering drawing kit',
  description: 'Complete drawing kit with mini drafter, compass and scales.',
  listingType: 'sell',
  category: 'lab-equipment',
  condition: 'good',
  price: 650,
  rentalRate: null,
  productAge: { years: 0, months: 6 },
  images: [image(1), image(2), image(3)],
  tags: ['drafter'],
  location: null,
  meetingSpot: 'Central Library',
  isAnonymous: false,
  anonymousName: null,
  seller: { _id: STUDENT.uid, uid: STUDENT.uid, fullName: STUDENT.fullName, profileImage: null },
  isOwner: true,
  isAvailable: true,
  isBoosted: false,
  expirationDate: '2026-12-01T10:00:00Z',
  createdAt: '2026-11-03T10:00:00Z',
  updatedAt: '2026-11-03T10:00:00Z',
};

/** The listing, the campus places, and every PATCH body (answered with the listing). */
function stubApi(listing: Listing = LISTING) {
  const patches: unknown[] = [];
  stubFetch(
    {
      [`/api/listings/${ID}`]: (_url, init) => {
        if (init?.method === 'PATCH') patches.push(JSON.parse(String(init.body)));
        return json(listing);
      },
      '/api/meeting-spots': json({ items: ['Central Library', 'Main Gate'] }),
    },
    { session: STUDENT },
  );
  return patches;
}

function renderPage() {
  return renderRoute(
    [
      { path: '/product/:id/edit', element: <EditListingPage /> },
      { path: '/product/:id', element: <p>the listing</p> },
    ],
    `/product/${ID}/edit`,
  );
}

beforeAll(polyfillResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('EditListingPage', { timeout: 30_000 }, () => {
  it('fills the create form with the listing, saves the changed price and pictures in their new order, and goes back to it', async () => {
    const patches = stubApi();
    const user = userEvent.setup();
    const { router } = renderPage();

    const form = within(await screen.findByRole('form', { name: 'Edit listing' }));
    expect(form.getByLabelText(/^Title/)).toHaveValue('Engineering drawing kit');
    expect(form.getByLabelText(/^Price/)).toHaveValue(650);
    expect(form.getByLabelText(/^Where to meet/)).toHaveValue('Central Library');
    // Coordinates are not typed.
    expect(form.queryByLabelText('Latitude')).toBeNull();
    const pictures = within(form.getByRole('list', { name: 'Chosen pictures' }));
    expect(pictures.getAllByRole('listitem')).toHaveLength(3);
    expect(pictures.getByRole('button', { name: 'Move Picture 1 left' })).toBeDisabled();

    await user.click(pictures.getByRole('button', { name: 'Remove Picture 2' }));
    // The third picture is now second: move it to the front (the cover).
    await user.click(pictures.getByRole('button', { name: 'Move Picture 2 left' }));
    await user.clear(form.getByLabelText(/^Price/));
    await user.type(form.getByLabelText(/^Price/), '499');
    await user.clear(form.getByLabelText(/^Where to meet/));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing updated successfully!'));
    expect(patches).toEqual([
      {
        listingType: 'sell',
        title: 'Engineering drawing kit',
        description: 'Complete drawing kit with mini drafter, compass and scales.',
        category: 'lab-equipment',
        condition: 'good',
        productAge: { years: 0, months: 6 },
        imageIds: [image(3)._id, image(1)._id],
        isAnonymous: false,
        price: 499,
        tags: ['drafter'],
        location: null,
        meetingSpot: null,
        anonymousName: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${ID}`));
  });

  it("keeps the create form's rules: no save without a picture, or with a bad price", async () => {
    const patches = stubApi();
    const user = userEvent.setup();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Edit listing' }));
    await user.click(form.getByRole('button', { name: 'Remove all' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all' }));
    await user.clear(form.getByLabelText(/^Price/));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Add at least one picture.')).toBeInTheDocument();
    expect(form.getByText('Price is required.')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it("says so on someone else's listing", async () => {
    stubApi({ ...LISTING, isOwner: false });
    renderPage();
    expect(await screen.findByText('You can only change your own listings.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
