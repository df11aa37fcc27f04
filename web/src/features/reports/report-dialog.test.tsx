import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { ReportButton } from './report-button';

const LISTING_ID = '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978';

function renderButton() {
  renderWithClient(
    <ReportButton itemType="listing" itemId={LISTING_ID} />,
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report' }));
  // The dialog's code loads on the first open.
  const dialog = await screen.findByRole('dialog', { name: 'Report this listing' }, { timeout: 15_000 });
  // Radix makes the page behind a modal inert (body pointer-events: none) in an effect and the
  // dialog itself clickable only on the render after it: a click in between meets `none` (seen in CI).
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportDialog', () => {
  it('requires a reason and a description, checks an optional e-mail, and sends nothing until then', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderButton();
    const dialog = await openDialog(user);

    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a reason',
      'Fraud or scam',
      'Prohibited item',
      'Inappropriate content',
      'Harassment',
      'Incorrect information',
      'Other',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Please select a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the problem.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Prohibited item');
    await user.type(within(dialog).getByLabelText(/^Detailed description/), '   ');
    await user.type(within(dialog).getByLabelText(/^Contact email/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the problem.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select a reason.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the report, thanks the reporter, and closes itself after 2 seconds', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ id: '5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    // Real time keeps running (promises, React Query); the 2 seconds are advanced by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderButton();
    const dialog = await openDialog(user);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Fraud or scam');
    await user.type(within(dialog).getByLabelText(/^Detailed description/), ' Asks for payment outside the app. ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await within(dialog).findByText('Report Submitted')).toBeInTheDocument();
    expect(within(dialog).getByText('Thank you for helping keep the product safe.')).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      itemType: 'listing',
      itemId: LISTING_ID,
      reason: 'Fraud or scam',
      description: 'Asks for payment outside the app.',
      pageUrl: window.location.href,
    });

    // Some real time passes while the thank-you is found, so the first check leaves a margin.
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opening again starts from an empty form.
    const again = await openDialog(user);
    expect(within(again).getByLabelText(/^Detailed description/)).toHaveValue('');
  });

  it('shows the failure and returns to the filled form with Try Again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(problem(500, 'Internal Server Error'))
      .mockResolvedValueOnce(json({ id: '5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderButton();
    const dialog = await openDialog(user);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Other');
    await user.type(within(dialog).getByLabelText(/^Detailed description/), 'Listed twice.');
    await user.type(within(dialog).getByLabelText(/^Contact email/), 'asha@campus.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await within(dialog).findByText('Submission Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Please try again or contact support directly.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(within(dialog).getByLabelText(/^Detailed description/)).toHaveValue('Listed twice.');
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Other');

    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(await within(dialog).findByText('Report Submitted')).toBeInTheDocument();
    const body = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body.contactEmail).toBe('asha@campus.edu');
  });
});
