import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import ReportPage from './report-page';

const LISTING_ID = '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978';
const USER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const renderPage = (at = '/report') => renderRoute([{ path: '/report', element: <ReportPage /> }], at);
const form = () => screen.getByRole('form', { name: 'Report a problem' });
const link = () => screen.getByLabelText(/^Link to the listing/);

afterEach(() => vi.unstubAllGlobals());

describe('ReportPage', () => {
  it('refuses a link that is not a listing, request or profile, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(link(), 'https://example.com/a-scam');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('That link is not a Thriftz listing, request or profile.')).toBeInTheDocument();
    expect(screen.getByText('Please select a reason.')).toBeInTheDocument();
    expect(link()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the student a pasted profile link names, and thanks the reporter', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ id: '5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.type(link(), `https://thriftz.in/users/${USER_ID}`);
    expect(await screen.findByText('This is a student’s profile.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Harassment');
    await user.type(screen.getByLabelText(/^Detailed description/), 'Sends abusive messages.');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByRole('heading', { name: 'Report Submitted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the student’s profile' })).toHaveAttribute('href', `/users/${USER_ID}`);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports');
    expect(JSON.parse(String(init.body))).toEqual({
      itemType: 'user',
      itemId: USER_ID,
      reason: 'Harassment',
      description: 'Sends abusive messages.',
      pageUrl: `${window.location.origin}/users/${USER_ID}`,
    });
  });

  it("arrives filled in from ?type=listing&id=, and says the server's 'Product not found' under the link", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Product not found' }, 404)));
    const user = userEvent.setup({ delay: null });
    renderPage(`/report?type=listing&id=${LISTING_ID}`);
    expect(link()).toHaveValue(`${window.location.origin}/product/${LISTING_ID}`);
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Other');
    await user.type(screen.getByLabelText(/^Detailed description/), 'Fake.');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
    expect(screen.getByLabelText(/^Detailed description/)).toHaveValue('Fake.');
  });

  it('shows the failure with Try Again when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(problem(500, 'Internal Server Error')));
    const user = userEvent.setup({ delay: null });
    renderPage(`/report?item=/request/${LISTING_ID}`);
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Other');
    await user.type(screen.getByLabelText(/^Detailed description/), 'Duplicate.');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('heading', { name: 'Submission Failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByLabelText(/^Detailed description/)).toHaveValue('Duplicate.');
  });
});
