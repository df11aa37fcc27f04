import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnListing, RequestCard } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import ManageDashboardPage from './manage-dashboard-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const REQUEST: RequestCard = {
  _id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  slug: 'engineering-drawing-kit',
  title: 'Engineering drawing kit',
  descriptionPreview: 'Need a complete drawing kit.',
  category: 'lab-equipment',
  requestType: 'rent',
  priceRange: '500-1000',
  condition: 'good',
  urgency: 'low',
  tags: [],
  image: null,
  requesterName: 'Asha Rao',
  isActive: true,
  expirationDate: '2099-09-01T10:00:00Z',
  createdAt: '2025-08-04T10:00:00Z',
};

const LEND: OwnListing = {
  _id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4e3d2c1b',
  slug: 'tripod-for-the-photo-club',
  title: 'Tripod for the photo club',
  listingType: 'lend',
  category: 'electronics',
  condition: 'good',
  price: null,
  rentalRate: { amount: 50, duration: 'day' },
  image: null,
  isBoosted: false,
  isAvailable: true,
  seller: null,
  createdAt: '2025-08-04T10:00:00Z',
  descriptionPreview: 'A sturdy aluminium tripod.',
  expirationDate: '2099-09-01T10:00:00Z',
  hiddenReason: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('ManageDashboardPage', { timeout: 20_000 }, () => {
  it('groups own listings and requests; a failed mark leaves the request in place', async () => {
    stubFetch((url, init) => {
      if (init?.method === 'PATCH') return problem(500, 'Server Error');
      if (url.pathname === '/api/listings/mine') return json({ items: [], total: 0, counts: { sell: 0, lend: 0 }, page: 1, pageSize: 100 });
      if (url.pathname === '/api/requests/mine') return json({ items: [REQUEST], total: 1, counts: { buy: 1, rent: 0 }, page: 1, pageSize: 100 });
    });
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <ManageDashboardPage />
      </MemoryRouter>,
    );

    const listings = screen.getByText('Manage Your Listings').closest('section')!;
    expect(await within(listings).findByText('You have no available listings.')).toBeInTheDocument();
    expect(within(listings).getByText('Create Listing').closest('a')).toHaveAttribute('href', '/create-listing');

    const requests = screen.getByText('Manage Your Requests').closest('section')!;
    expect(await within(requests).findByText('Engineering drawing kit')).toBeInTheDocument();
    expect(within(requests).getByText('₹500 – ₹1,000 · Rent')).toBeInTheDocument();

    await user.click(within(requests).getByText('Mark as Fulfilled'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as Fulfilled' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark as fulfilled'));
    expect(within(requests).getByText('Engineering drawing kit')).toBeInTheDocument();
  });

  it('a lend listing marked unavailable says so, not sold', async () => {
    stubFetch((url, init) => {
      if (init?.method === 'PATCH' && url.pathname === `/api/listings/${LEND._id}`) {
        return json({ ...LEND, description: 'A sturdy aluminium tripod, folds to 40 cm.', isAvailable: false });
      }
      if (url.pathname === '/api/listings/mine') return json({ items: [LEND], total: 1, counts: { sell: 0, lend: 1 }, page: 1, pageSize: 100 });
      if (url.pathname.endsWith('/mine')) return json({ items: [], total: 0, counts: {}, page: 1, pageSize: 100 });
    });
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <ManageDashboardPage />
      </MemoryRouter>,
    );

    const listings = screen.getByText('Manage Your Listings').closest('section')!;
    await user.click(await within(listings).findByRole('button', { name: 'Mark as Unavailable: Tripod for the photo club' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as Unavailable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing marked as unavailable.'));
    expect(toast.success).not.toHaveBeenCalledWith('Listing marked as sold!');
  });
});
