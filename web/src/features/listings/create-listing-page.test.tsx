import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import CreateListingPage from './create-listing-page';

beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(listingsAvailable: number, search = '') {
  stubFetch({ [subscriptionPath]: json(subscriptionProfile({ listingsAvailable })) }, { session: STUDENT });
  renderRoute([{ path: '/create-listing', element: <CreateListingPage /> }], `/create-listing${search}`);
}

describe('CreateListingPage', { timeout: 20_000 }, () => {
  it('says there is no listing left before any form, with the way to more listings', async () => {
    renderPage(0, '?type=lend');
    expect(await screen.findByText('No listings left this month')).toBeInTheDocument();
    expect(screen.getByText('No available listings. Please upgrade your plan to create more listings!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get more listings' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.getByRole('link', { name: 'Back to Borrow & Lend' })).toHaveAttribute('href', '/borrow');
    // Nothing to fill in or upload.
    expect(screen.queryByRole('form', { name: 'Create listing' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('offers the form while a listing is left', async () => {
    renderPage(3);
    expect(await screen.findByRole('form', { name: 'Create listing' })).toBeInTheDocument();
    expect(screen.queryByText('No listings left this month')).not.toBeInTheDocument();
  });
});
