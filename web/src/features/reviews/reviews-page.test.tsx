import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingReview } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { spyOnToasts } from '../../test/toasts';
import ReviewsPage from './reviews-page';

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const deal: PendingReview = {
  dealType: 'listing',
  dealId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  title: 'Omega mini drafter with case',
  role: 'buyer',
  counterpart: { kind: 'user', id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001', name: 'Priya Sharma', profileImage: null, slug: null },
  reviewableUntil: new Date(Date.now() + 5 * 86400_000).toISOString(),
};

const renderPage = () => renderRoute([{ path: '/reviews', element: <ReviewsPage /> }, ELSEWHERE], '/reviews');

describe('/reviews', () => {
  it('says what is missing before sending, then posts the stars and the words for that deal', async () => {
    const sent: unknown[] = [];
    let pending = [deal];
    stubFetch({
      '/api/reviews/pending': () => json({ items: pending }),
      'POST /api/reviews': (_url, init) => {
        sent.push(JSON.parse(String(init!.body)));
        pending = [];
        return json({}, 201);
      },
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Rate the seller: Priya Sharma' })).closest('li')!;
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Post review' }));
    expect(within(card).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(card).getByText('Write a short review (up to 500 characters).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(within(card).getByRole('textbox', { name: /Your review/ }), '  On time, as described.  ');
    await user.click(within(card).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Nothing to rate right now.')).toBeInTheDocument();
    expect(sent).toEqual([{ listingId: deal.dealId, rating: 4, text: 'On time, as described.' }]);
  });

  it('shows the server’s words under the field they belong to', async () => {
    stubFetch({
      '/api/reviews/pending': json({ items: [deal] }),
      'POST /api/reviews': json(
        { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Write a short review (up to 500 characters).', errors: [{ path: '/body/text', message: 'Write a short review (up to 500 characters).' }] },
        400,
      ),
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Rate the seller: Priya Sharma' })).closest('li')!;
    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(within(card).getByRole('textbox', { name: /Your review/ }), 'ok');
    await user.click(within(card).getByRole('button', { name: 'Post review' }));
    expect(await within(card).findByText('Write a short review (up to 500 characters).')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Your review/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
