import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Boost, OwnListing } from '@thriftz/client/generated/model';
import { CheckoutContext, type Checkout } from '../../lib/checkout';
import { json, problem, stubFetch, type RouteMap } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { fulfilledPurchase } from '../../test/payments';
import { renderWithClient } from '../../test/render-route';
import { subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import { BoostTab } from './boost-tab';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function listing(id: string, title: string, isBoosted = false): OwnListing {
  return {
    _id: id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    listingType: 'sell',
    category: 'electronics',
    condition: 'good',
    price: 1200,
    rentalRate: null,
    image: null,
    isBoosted,
    isAvailable: true,
    seller: null,
    createdAt: '2025-08-04T10:00:00Z',
    descriptionPreview: `${title}, barely used.`,
    expirationDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    hiddenReason: null,
  };
}

const LAMP = listing('3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99', 'Desk lamp');
const KETTLE = listing('4d3c2b1a-9f8e-4d7c-8b6a-5e4d3c2b1a00', 'Electric kettle', true);

const LIVE_BOOST: Boost = {
  _id: 'e5e5e5e5-1111-4222-8333-444444444444',
  product: { _id: KETTLE._id, title: KETTLE.title, slug: KETTLE.slug, image: null },
  seller: { _id: STUDENT.uid },
  status: 'active',
  startTime: new Date(Date.now() - 3_600_000).toISOString(),
  endTime: new Date(Date.now() + 5 * 3_600_000 + 30 * 60_000).toISOString(),
  amount: 0,
  boostType: 'subscription_credit',
  razorpayPaymentId: null,
};

const paidBoost = vi.fn<Checkout['pay']>();

function renderTab(routes: RouteMap, adsAvailable: number) {
  const calls = stubFetch({
    '/api/listings/mine': json({ items: [LAMP, KETTLE], total: 2, counts: { sell: 2, rent: 0 }, page: 1, pageSize: 100 }),
    [subscriptionPath]: json(subscriptionProfile({ adsTotal: 2, adsAvailable })),
    'GET /api/boosts': json({ items: [LIVE_BOOST], total: 1, page: 1, pageSize: 50 }),
    'GET /api/boosts/pricing': json({ boostPrice: 50, boostHours: 24, extraListingPrice: 10 }),
    ...routes,
  });
  renderWithClient(
    <MemoryRouter>
      <CheckoutContext.Provider value={{ pay: paidBoost, processing: false }}>
        <BoostTab uid={STUDENT.uid} />
      </CheckoutContext.Provider>
    </MemoryRouter>,
  );
  return calls;
}

async function choose(title: string) {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Listing to boost' }), title);
}

beforeEach(() => {
  paidBoost.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BoostTab', { timeout: 20_000 }, () => {
  it('boosts with an ad when one is left, without paying', async () => {
    const calls = renderTab({ 'POST /api/boosts': json(LIVE_BOOST, 201) }, 1);
    await choose('Desk lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Boost with an ad' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully boosted Desk lamp using extra ad or subscription ad'));
    const post = calls.mock.calls.find(([url, init]) => String(url).endsWith('/api/boosts') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ listingId: LAMP._id });
    expect(paidBoost).not.toHaveBeenCalled();
  });

  it('pays the server price through the payment path when no ad is left', async () => {
    paidBoost.mockResolvedValue({ status: 'paid', purchase: fulfilledPurchase({ kind: 'boost', grant: { boostId: LIVE_BOOST._id } }) });
    const calls = renderTab({}, 0);
    await choose('Desk lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Boost for ₹50' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully boosted Desk lamp!'));
    expect(paidBoost).toHaveBeenCalledWith(
      { type: 'product_boost', productId: LAMP._id, productName: 'Desk lamp' },
      { initiateError: 'Failed to initiate product boost' },
    );
    expect(calls.mock.calls.some(([url, init]) => String(url).endsWith('/api/boosts') && init?.method === 'POST')).toBe(false);
  });

  it('falls back to paying when the server says the ads ran out', async () => {
    paidBoost.mockResolvedValue({ status: 'dismissed' });
    renderTab({ 'POST /api/boosts': json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'no-ads-left', detail: 'No ads left' }, 409) }, 1);
    await choose('Desk lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Boost with an ad' }));
    await waitFor(() => expect(paidBoost).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the spec's messages: nothing chosen, already boosted, boost failed", async () => {
    renderTab({ 'POST /api/boosts': problem(500, 'Internal Server Error') }, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Boost with an ad' }));
    expect(toast.error).toHaveBeenLastCalledWith('Please select a product to boost');
    await choose('Electric kettle (boosted)');
    await userEvent.click(screen.getByRole('button', { name: 'Boost with an ad' }));
    expect(toast.error).toHaveBeenLastCalledWith('This product is already boosted');
    await choose('Desk lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Boost with an ad' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Failed to boost product'));
  });

  it('says Failed to load your products when the listings cannot be read', async () => {
    renderTab({ '/api/listings/mine': problem(500, 'Internal Server Error') }, 1);
    expect(await screen.findByText('Failed to load your products')).toBeInTheDocument();
  });

  it('lists the boosts with the time left and removes one after confirmation', async () => {
    const calls = renderTab({ [`DELETE /api/boosts/${LIVE_BOOST._id}`]: new Response(null, { status: 204 }) }, 1);
    const list = await screen.findByRole('region', { name: 'Your boosts' });
    await waitFor(() => expect(within(list).getByText(/Plan ad · 5 h (29|30) min left/)).toBeInTheDocument());
    await userEvent.click(within(list).getByRole('button', { name: 'Remove the boost of Electric kettle' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this boost?' });
    expect(confirm).toHaveTextContent('is not given back');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove boost' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Boost removed successfully!'));
    expect(calls.mock.calls.some(([url, init]) => String(url).endsWith(`/api/boosts/${LIVE_BOOST._id}`) && init?.method === 'DELETE')).toBe(true);
  });

  it('says Failed to remove boost when the removal fails', async () => {
    renderTab({ [`DELETE /api/boosts/${LIVE_BOOST._id}`]: problem(500, 'Internal Server Error') }, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the boost of Electric kettle' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove boost' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove boost'));
  });
});
