import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestCard } from '@thriftz/client/generated/model';
import { json, listPage, stubFetchUrls } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import RequestsPage from './requests-page';

const CARD: RequestCard = {
  _id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  slug: 'engineering-drawing-kit',
  title: 'Engineering drawing kit',
  descriptionPreview: 'Need a complete drawing kit with mini-drafter for first year.',
  category: 'lab-equipment',
  requestType: 'rent',
  priceRange: '500-1000',
  condition: 'any',
  urgency: 'high',
  tags: ['drafter'],
  image: null,
  requesterName: 'Hostel 4 student',
  isActive: true,
  expirationDate: '2025-09-01T10:00:00Z',
  createdAt: '2025-08-04T10:00:00Z',
};

/** Answers the list calls; `requests` decides the page for each call's URL. */
function stubApi(requests: (url: URL) => Response = () => json(listPage([CARD]))) {
  return stubFetchUrls(requests);
}

function renderAt(path: string) {
  return renderWithSearchProbe(<RequestsPage />, path);
}

const search = shownSearch;

// Radix's slider measures itself.
beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

// Many controls on one page: role queries are slow on a busy machine.
describe('RequestsPage', { timeout: 20_000 }, () => {
  it('reads the filters from the URL, asks the API for them and shows the cards', async () => {
    const calls = stubApi();
    renderAt('/request?category=lab-equipment&condition=any&requestType=rent&maxPrice=800&sort=oldest&page=2');

    expect((await screen.findByText('Engineering drawing kit')).closest('a')).toHaveAttribute('href', `/request/${CARD._id}`);
    const url = calls.at(-1)!;
    expect(url.pathname).toBe('/api/requests');
    expect(url.searchParams.getAll('category')).toEqual(['lab-equipment']);
    expect(url.searchParams.getAll('condition')).toEqual(['any']);
    expect(url.searchParams.get('requestType')).toBe('rent');
    expect(url.searchParams.getAll('priceRange')).toEqual(['under-500', '500-1000']);
    expect(url.searchParams.get('sort')).toBe('oldest');
    expect(url.searchParams.get('page')).toBe('2');

    expect(screen.getByText('Requests', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Create Request').closest('a')).toHaveAttribute('href', '/create-request');
    expect(screen.getByLabelText('Lab Equipment')).toHaveAttribute('data-state', 'checked');
    expect(screen.getByLabelText('Rent')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Up to ₹800' })).toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();

    const card = screen.getByText('Engineering drawing kit').closest('article')!;
    expect(within(card).getByText('Urgent')).toBeInTheDocument();
    expect(within(card).getByText('₹500 – ₹1,000')).toBeInTheDocument();
    expect(within(card).getByText(/Hostel 4 student/)).toBeInTheDocument();
  });

  it('offers only newest and oldest, and writes filter changes to the URL', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderAt('/request?page=3');
    await screen.findByText('Engineering drawing kit');

    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest first', 'Oldest first']);

    await user.click(screen.getByLabelText('Buy'));
    await waitFor(() => expect(search().get('requestType')).toBe('buy'));
    expect(search().get('page')).toBeNull();

    await user.click(screen.getByLabelText('Roommate & Housing'));
    await waitFor(() => expect(search().getAll('category')).toEqual(['roommate-housing']));
    await waitFor(() => expect(calls.at(-1)?.searchParams.getAll('category')).toEqual(['roommate-housing']));
    expect(calls.at(-1)?.searchParams.get('requestType')).toBe('buy');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(screen.getByLabelText('All')).toBeChecked();
  });

  it('shows the empty state', async () => {
    stubApi(() => json(listPage([])));
    const router = renderAt('/request');
    expect(await screen.findByText('No one has asked for anything yet.')).toBeInTheDocument();
    expect(screen.queryByText('No requests match your filters.')).not.toBeInTheDocument();
    await act(() => router.navigate('/request?requestType=buy'));
    expect(await screen.findByText('No requests match your filters.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('shows the error state and retries with Try Again', async () => {
    let fail = true;
    stubApi(() => (fail ? json({ type: 'about:blank', title: 'Server Error', status: 500 }, 500) : json(listPage([CARD]))));
    const user = userEvent.setup();
    renderAt('/request');
    expect(await screen.findByText('Failed to load requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Engineering drawing kit')).toBeInTheDocument();
  });
});
