import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing, Offer } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { spyOnToasts } from '../../test/toasts';
import { MakeOffer } from './make-offer';
import { OfferCard } from './offer-card';
import { checkPrice } from './offer-words';

spyOnToasts();
afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const LISTING = '33333333-3333-4333-8333-333333333333';
const CONVERSATION = '44444444-4444-4444-8444-444444444444';
const OFFER = '55555555-5555-4555-8555-555555555555';
const session = { id: ME, uid: ME, email: 'me@campus.edu', fullName: 'Bala Buyer', isAdmin: false, emailVerified: true, profileImage: null } as never;

const listing = (over: Partial<Listing> = {}) =>
  ({ _id: LISTING, title: 'Desk lamp', listingType: 'sell', price: 600, isOwner: false, isAvailable: true, isAnonymous: false, isReserved: false, reservedUntil: null, reservedForYou: false, ...over }) as Listing;

const offer = (over: Partial<Offer> = {}): Offer => ({
  _id: OFFER,
  listingId: LISTING,
  conversationId: CONVERSATION,
  buyerId: ME,
  sellerId: SELLER,
  listingTitle: 'Desk lamp',
  askingPrice: 600,
  amount: 450,
  counterAmount: null,
  price: 450,
  status: 'open',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  reservedUntil: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});
const page = (items: Offer[]) => json({ items, total: items.length, page: 1, pageSize: 100 });

describe('the price box', () => {
  it('takes whole rupees from 1 to the limit, with the messages the server uses', () => {
    expect(checkPrice('450', 600, 'too high')).toEqual({ amount: 450 });
    for (const typed of ['', '0', '12.5', '-3', 'abc', '4 5']) expect(checkPrice(typed, 600, 'too high')).toEqual({ error: 'Enter your offer in whole rupees, at least ₹1.' });
    expect(checkPrice('601', 600, 'too high')).toEqual({ error: 'too high' });
  });
});

describe('MakeOffer', { timeout: 20_000 }, () => {
  it('sends the offer and goes to the chat', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      {
        'GET /api/offers': page([]),
        'POST /api/offers': (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json(offer(), 201);
        },
      },
      { session },
    );
    const { router } = renderRoute(
      [
        { path: '/product/:id', element: <MakeOffer listing={listing()} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      `/product/${LISTING}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await user.type(within(dialog).getByLabelText(/Your offer/), '601');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('Your offer cannot be more than the asking price (₹600).')).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Your offer/));
    await user.type(within(dialog).getByLabelText(/Your offer/), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${LISTING}/${CONVERSATION}`));
    expect(bodies).toEqual([{ listingId: LISTING, amount: 450 }]);
    expect(toast.success).toHaveBeenCalledWith('Offer sent to the seller');
  });

  it('says the item is reserved for another buyer instead of offering', async () => {
    stubFetch({ 'GET /api/offers': page([]) }, { session });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    renderRoute([{ path: '*', element: <MakeOffer listing={listing({ isReserved: true, reservedUntil: until })} /> }], '/');
    expect(await screen.findByText(/^Reserved for another buyer until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('shows the waiting offer with a link to the chat instead of a second offer', async () => {
    stubFetch({ 'GET /api/offers': page([offer()]) }, { session });
    renderRoute([{ path: '*', element: <MakeOffer listing={listing()} /> }], '/');
    expect(await screen.findByText('Your offer of ₹450 is waiting for the seller.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe(`/chat/${LISTING}/${CONVERSATION}`);
  });
});

describe('OfferCard', { timeout: 20_000 }, () => {
  const card = (props: { latest?: boolean } = {}) => (
    <ul>
      <OfferCard offerId={OFFER} conversationId={CONVERSATION} text="Countered with ₹520" time={new Date().toISOString()} mine={false} latest={props.latest ?? true} version="m1" />
    </ul>
  );

  it('on the latest step, offers the buyer the counter’s answers and accepts after confirming', async () => {
    const accepted: string[] = [];
    stubFetch(
      {
        'GET /api/offers': page([offer({ status: 'countered', counterAmount: 520, price: 520 })]),
        [`POST /api/offers/${OFFER}/accept`]: () => {
          accepted.push(OFFER);
          return json(offer({ status: 'accepted', counterAmount: 520, price: 520, reservedUntil: new Date(Date.now() + 3_600_000).toISOString() }));
        },
      },
      { session },
    );
    renderRoute([{ path: '*', element: card() }], '/');
    const user = userEvent.setup();
    expect(await screen.findByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw offer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept ₹520' }));
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(accepted).toEqual([OFFER]));
    expect(toast.success).toHaveBeenCalledWith('Offer accepted: the item is reserved for 48 hours');
  });

  it('an earlier step is a line of history, without buttons', async () => {
    stubFetch({ 'GET /api/offers': page([offer({ status: 'countered', counterAmount: 520, price: 520 })]) }, { session });
    renderRoute([{ path: '*', element: card({ latest: false }) }], '/');
    expect(await screen.findByText('Countered with ₹520')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
