import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoommateCard } from '@thriftz/client/generated/model';
import { json, listPage, stubFetchUrls } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import RoommatesPage from './roommates-page';
import { SPONSORED_BANNER_KEY } from './sponsored-banner';

const CARD: RoommateCard = {
  _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  title: 'Roommate for a 2BHK near the north gate',
  descriptionPreview: 'Furnished room in a 2BHK, ten minutes from campus.',
  roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: null },
  budget: 8000,
  accommodationType: 'flat-apartment',
  image: null,
  posterName: 'Asha Rao',
  isActive: true,
  expirationDate: '2099-09-01T10:00:00Z',
  createdAt: '2025-08-04T10:00:00Z',
};

/** Answers the list calls; `answer` decides the page for each call's URL. */
function stubApi(answer: (url: URL) => Response = () => json(listPage([CARD]))) {
  return stubFetchUrls(answer);
}

function renderAt(path: string) {
  return renderWithSearchProbe(<RoommatesPage />, path);
}

const search = shownSearch;
const listCalls = (calls: URL[]) => calls.filter((url) => url.pathname === '/api/roommates');

// Radix's slider measures itself.
beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

// Many controls on one page: role queries are slow on a busy machine.
describe('RoommatesPage', { timeout: 20_000 }, () => {
  it('reads the filters from the URL, asks the API for them and shows the cards', async () => {
    const calls = stubApi();
    renderAt('/roommate-finder?q=gate&gender=female&accommodationType=pg&minBudget=3000&maxBudget=20000&sort=oldest&page=2');

    expect((await screen.findByText(CARD.title)).closest('a')).toHaveAttribute('href', `/roommate-finder/${CARD._id}`);
    const url = listCalls(calls).at(-1)!;
    expect(url.searchParams.get('q')).toBe('gate');
    expect(url.searchParams.get('gender')).toBe('female');
    expect(url.searchParams.get('accommodationType')).toBe('pg');
    expect(url.searchParams.get('minBudget')).toBe('3000');
    // 20000 is the top of the slider: "and above", so no maximum.
    expect(url.searchParams.has('maxBudget')).toBe(false);
    expect(url.searchParams.get('sort')).toBe('oldest');
    expect(url.searchParams.get('page')).toBe('2');

    expect(screen.getAllByLabelText('Female')[0]).toBeChecked();
    expect(screen.getAllByLabelText('PG')[0]).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Budget ₹3,000 and above' })).toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();

    const card = screen.getByText(CARD.title).closest('article')!;
    expect(within(card).getByText('₹8,000/month')).toBeInTheDocument();
    expect(within(card).getByText('Flat / Apartment')).toBeInTheDocument();
    expect(within(card).getByText('Female roommate')).toBeInTheDocument();
    expect(within(card).getByText(/Asha Rao/)).toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderAt('/roommate-finder');
    const loading = await screen.findByRole('status', { name: 'Loading roommate requests…' });
    expect(loading.children).toHaveLength(8);
  });

  it('writes filter changes to the URL and the list call, and resets them', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderAt('/roommate-finder?page=3');
    await screen.findByText(CARD.title);

    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newest first', 'Oldest first']);

    // The panel is on the page twice (desktop column, phone sheet is closed): the first is the column.
    await user.click(screen.getAllByLabelText('Male')[0]!);
    await waitFor(() => expect(search().get('gender')).toBe('male'));
    expect(search().get('page')).toBeNull();

    await user.click(screen.getAllByLabelText('College Hostel')[0]!);
    await waitFor(() => expect(search().get('accommodationType')).toBe('college-hostel'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('accommodationType')).toBe('college-hostel'));
    expect(listCalls(calls).at(-1)?.searchParams.get('gender')).toBe('male');

    await user.selectOptions(sort, 'oldest');
    await waitFor(() => expect(search().get('sort')).toBe('oldest'));

    const chips = screen.getByRole('group', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Male' }));
    await waitFor(() => expect(search().get('gender')).toBeNull());
    expect(screen.getAllByLabelText('Any')[0]).toBeChecked();

    await user.click(within(chips).getByRole('button', { name: 'Reset' }));
    // Reset clears the filters and keeps the sort order.
    await waitFor(() => expect(search().toString()).toBe('sort=oldest'));
    expect(screen.getAllByLabelText('Any accommodation')[0]).toBeChecked();
  });

  it('searches title and description through q', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderAt('/roommate-finder');
    await screen.findByText(CARD.title);
    await user.type(screen.getByLabelText('Search roommate requests'), 'north gate{Enter}');
    await waitFor(() => expect(search().get('q')).toBe('north gate'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('q')).toBe('north gate'));
  });

  it('shows the empty state, with Reset filters once a filter is on', async () => {
    stubApi(() => json(listPage([])));
    const router = renderAt('/roommate-finder');
    expect(await screen.findByText('No roommate requests yet.')).toBeInTheDocument();
    // The hero's button and the empty state's.
    const links = screen.getAllByRole('link', { name: 'Post a Roommate Request' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/create-roommate-request');
    await act(() => router.navigate('/roommate-finder?gender=other'));
    expect(await screen.findByText('No roommate requests match your filters.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    stubApi(() => (fail ? json({ type: 'about:blank', title: 'Server Error', status: 500 }, 500) : json(listPage([CARD]))));
    const user = userEvent.setup();
    renderAt('/roommate-finder');
    expect(await screen.findByText('Failed to load roommate requests. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(CARD.title)).toBeInTheDocument();
  });

  it('closes the sponsored banner and keeps it closed for the session', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/roommate-finder');
    const banner = screen.getByRole('complementary', { name: 'Sponsored' });
    expect(within(banner).getByText('Shop Buy & Sell').closest('a')).toHaveAttribute('href', '/products');
    await user.click(within(banner).getByRole('button', { name: 'Close sponsored banner' }));
    expect(screen.queryByRole('complementary', { name: 'Sponsored' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SPONSORED_BANNER_KEY)).toBe('1');
  });

  it('leaves the banner out when it was closed earlier in the session', async () => {
    window.sessionStorage.setItem(SPONSORED_BANNER_KEY, '1');
    stubApi();
    renderAt('/roommate-finder');
    await screen.findByText(CARD.title);
    expect(screen.queryByRole('complementary', { name: 'Sponsored' })).not.toBeInTheDocument();
  });
});
