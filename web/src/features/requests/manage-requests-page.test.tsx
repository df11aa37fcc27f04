import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestCard } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import ManageRequestsPage from './manage-requests-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function card(id: string, title: string, requestType: RequestCard['requestType']): RequestCard {
  return {
    _id: id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    descriptionPreview: `${title}, needed for the semester.`,
    category: 'textbooks',
    requestType,
    priceRange: 'negotiable',
    condition: 'good',
    urgency: 'low',
    tags: [],
    image: null,
    requesterName: 'Asha Rao',
    isActive: true,
    expirationDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    createdAt: '2025-08-04T10:00:00Z',
  };
}

const KIT = card('3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99', 'Engineering drawing kit', 'rent');
const BOOK = card('4d3c2b1a-9f8e-4d7c-8b6a-5e4d3c2b1a00', 'Thermodynamics textbook', 'buy');
const LAMP = card('5e4d3c2b-0f9e-4d8c-9b7a-6f5e4d3c2b11', 'Desk lamp', 'buy');

/** Own active requests, and PATCH answering with `patch`. */
function stubApi(patch: () => Response) {
  let items = [KIT, BOOK, LAMP];
  const patches: Array<{ url: URL; body: unknown }> = [];
  stubFetch((url, init) => {
    if (init?.method === 'PATCH') {
      patches.push({ url, body: JSON.parse(String(init.body)) });
      const answer = patch();
      if (answer.ok) items = items.filter((item) => !url.pathname.endsWith(item._id));
      return answer;
    }
    if (url.pathname === '/api/requests/mine') {
      const counts = { buy: items.filter((i) => i.requestType === 'buy').length, rent: items.filter((i) => i.requestType === 'rent').length };
      return json({ items, total: items.length, counts, page: 1, pageSize: 100 });
    }
  });
  return patches;
}

function renderPage() {
  renderWithClient(
    <MemoryRouter>
      <ManageRequestsPage />
    </MemoryRouter>,
  );
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ManageRequestsPage', { timeout: 20_000 }, () => {
  it('counts the active requests: Total, Buy, Rent', async () => {
    stubApi(() => json({}));
    renderPage();
    expect(await screen.findByText('Engineering drawing kit')).toBeInTheDocument();
    expect(stat('Total')).toBe('3');
    expect(stat('Buy')).toBe('2');
    expect(stat('Rent')).toBe('1');
    expect(screen.getAllByText('Expires in 20 days')).toHaveLength(3);
  });

  it('marks a request fulfilled after confirming, and it leaves the list', async () => {
    const patches = stubApi(() => json({ ...KIT, isActive: false }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Engineering drawing kit');

    await user.click(screen.getByRole('button', { name: 'Mark Fulfilled: Engineering drawing kit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark as fulfilled?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Fulfilled' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request marked as fulfilled!'));
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url.pathname).toBe(`/api/requests/${KIT._id}`);
    expect(patches[0]!.body).toEqual({ isActive: false });
    await waitFor(() => expect(screen.queryByText('Engineering drawing kit')).not.toBeInTheDocument());
    await waitFor(() => expect(stat('Total')).toBe('2'));
  });

  it("keeps the request when the call fails, saying 'Failed to mark as fulfilled'", async () => {
    stubApi(() => problem(500, 'Server Error'));
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Desk lamp');

    await user.click(screen.getByRole('button', { name: 'Mark Fulfilled: Desk lamp' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Fulfilled' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark as fulfilled'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Desk lamp')).toBeInTheDocument();
    expect(stat('Total')).toBe('3');
  });

  it('links the empty state to /create-request', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [], total: 0, counts: { buy: 0, rent: 0 }, page: 1, pageSize: 100 })));
    renderPage();
    expect(await screen.findByText('You have no active requests.')).toBeInTheDocument();
    const links = screen.getAllByText('Create Request').map((label) => label.closest('a')?.getAttribute('href'));
    expect(links).toContain('/create-request');
  });
});
