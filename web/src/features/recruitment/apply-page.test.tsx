import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/api-stub';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithClient } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import ApplyPage from './apply-page';
import type { ApplyState } from './positions';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

function renderForm(state?: ApplyState, at = '/recruitment/apply') {
  const router = createMemoryRouter(
    [
      { path: '/recruitment/apply', element: <ApplyPage /> },
      { path: '/staging/recruitment/apply', element: <ApplyPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: at, state }] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return router;
}

const form = () => within(screen.getByRole('form', { name: 'Application form' }));

async function fillCommon(user: User) {
  const f = form();
  await user.type(f.getByLabelText(/^Full Name/), 'Riya Sen');
  await user.type(f.getByLabelText(/^Email/), 'riya@gmail.com');
  await user.type(f.getByLabelText(/^Phone/), '9876543210');
  await user.type(f.getByLabelText(/^College/), 'Campus Institute');
  await user.type(f.getByLabelText(/^Branch/), 'CSE');
  await user.selectOptions(f.getByLabelText(/^Year of Study/), '2');
  await user.type(f.getByLabelText(/^Resume Link/), 'https://drive.google.com/riya');
  await user.type(f.getByLabelText(/^Why do you want/), 'I love it.');
  await user.type(f.getByLabelText(/^Relevant experience/), 'Coding club.');
  await user.type(f.getByLabelText(/^Hours per week/), '12');
  await user.type(f.getByLabelText(/^Start date/), '2026-09-07');
  await user.selectOptions(f.getByLabelText(/^Work mode/), 'remote');
}

async function fillLeadership(user: User, ranks: number[]) {
  const f = form();
  for (const [i, area] of ['Family', 'Love', 'Friends', 'Clubs', 'Thriftz', 'Extracurriculars'].entries()) {
    await user.selectOptions(f.getByLabelText(new RegExp(`^${area}`)), String(ranks[i]));
  }
  for (const question of [/leadership style/, /heavy pressure/, /bold idea/, /motivated/, /failure/]) {
    await user.type(f.getByLabelText(question), 'An answer.');
  }
}

const submitButton = () => form().getByRole('button', { name: /Submit Application|Submitting/ });

// Filling a whole application by keystrokes takes a few seconds on a busy machine.
describe('ApplyPage', { timeout: 20_000 }, () => {
  it('names the missing fields in a toast and under each field, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderForm({ position: 'marketing_intern' });
    expect(await screen.findByRole('heading', { name: 'Apply for Marketing Intern' })).toBeInTheDocument();
    // Interns see no team preference.
    expect(form().queryByLabelText(/^Team preference/)).not.toBeInTheDocument();

    await user.type(form().getByLabelText(/^Full Name/), '   ');
    await user.click(submitButton());
    const message =
      'Please fill in all required fields: Full Name, Email, Phone, College, Branch, Year of Study, Resume Link, Motivation, Experience, ' +
      'Hours per Week, Start Date, Work Mode, Understanding of Thriftz, Role Experience, Future Ideas';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(form().getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText(/^Full Name/)).toHaveFocus();
    expect(form().getByLabelText(/^Position/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses duplicate rankings with the spec's message, then sends numbers and navigates back with the success toast", async () => {
    let sent: unknown;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body));
      return json({ success: true, message: 'Application submitted successfully!', applicationId: '00000000-0000-4000-8000-000000000000' }, 201);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const router = renderForm({ position: 'head_product_tech' }, '/staging/recruitment/apply');
    await screen.findByRole('heading', { name: 'Apply for Head of Product & Tech' });
    await fillCommon(user);
    await user.selectOptions(form().getByLabelText(/^Team preference/), 'product_tech');
    await fillLeadership(user, [1, 1, 2, 3, 4, 5]);
    await user.click(submitButton());
    // Once above the buttons, once under the rankings.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(Array(2).fill('Priority ranking values must be unique (no duplicates allowed)'));
    expect(toast.error).toHaveBeenCalledWith('Priority ranking values must be unique (no duplicates allowed)');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(form().getByLabelText(/^Love/), '6');
    await user.click(form().getByRole('checkbox'));
    await user.click(submitButton());
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staging/recruitment');
    expect(toast.success).toHaveBeenCalledWith('Application submitted successfully!');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/recruitment/submit');
    expect(sent).toMatchObject({
      applicationType: 'team_lead',
      position: 'head_product_tech',
      availability: { hoursPerWeek: 12, startDate: '2026-09-07', duration: '2_months' },
      priorityRanking: { family: 1, love: 6, friends: 2, clubs: 3, thriftz: 4, extracurriculars: 5 },
      fallbackOption: true,
      preferences: { workMode: 'remote', teamLeadPreference: 'product_tech' },
    });
  });

  it("disables Submit and says 'Submitting...' while the application is sent", async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const user = userEvent.setup({ delay: null });
    renderForm({ position: 'outreach_intern' });
    await screen.findByRole('heading', { name: 'Apply for Outreach Intern' });
    await fillCommon(user);
    await user.type(form().getByLabelText(/what is Thriftz/), 'A marketplace.');
    await user.type(form().getByLabelText(/prepares you/), 'Clubs.');
    await user.type(form().getByLabelText(/like to build/), 'Events.');
    await user.click(submitButton());
    const busy = await form().findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    answer(json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, 500));
    // A server failure without words of its own gives the spec's text.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application');
    expect(form().getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it("lets the visitor choose the position when none came with the link, and shows the server's refusal or the network failure", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ type: 'x', title: 'Conflict', status: 409, detail: 'You have already applied for this position.' }, 409))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderForm({ kind: 'intern' });
    await screen.findByRole('heading', { name: 'Apply to join Thriftz' });
    const position = form().getByLabelText(/^Position/);
    // The internship button offers internships only.
    expect(within(position).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(position, 'hr_intern');
    await fillCommon(user);
    await user.type(form().getByLabelText(/what is Thriftz/), 'A marketplace.');
    await user.type(form().getByLabelText(/prepares you/), 'Clubs.');
    await user.type(form().getByLabelText(/like to build/), 'Events.');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied for this position.');
    expect(toast.error).toHaveBeenCalledWith('You have already applied for this position.');

    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/recruitment');
  });
});
