import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetchBodies } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import CreateRoommatePage from './create-roommate-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

/** Records each POST body and answers it with `answer`; the lists the page may read come back empty. */
function stubApi(answer: () => Response) {
  return stubFetchBodies('POST /api/roommates', answer, () => json({ items: [], total: 0, page: 1, pageSize: 24 }));
}

function renderPage() {
  const { router } = renderRoute(
    [
      { path: '/create-roommate-request', element: <CreateRoommatePage /> },
      { path: '/roommate-finder', element: <p>roommate grid</p> },
      { path: '/roommate-finder/:id', element: <p>the new post</p> },
    ],
    '/create-roommate-request',
  );
  return { router, form: within(screen.getByRole('form', { name: 'Create roommate request' })) };
}

const DESCRIPTION = 'Furnished room in a 2BHK, ten minutes from campus. Rent split equally.';

type Form = ReturnType<typeof renderPage>['form'];

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: Form) {
  await user.type(form.getByLabelText(/^Title/), 'Roommate for a 2BHK near the north gate');
  await user.selectOptions(form.getByLabelText(/^Accommodation type/), 'flat-apartment');
  await user.type(form.getByLabelText(/^Budget/), '8000');
  await user.type(form.getByLabelText(/^Description/), DESCRIPTION);
  await user.type(form.getByLabelText(/^Contact info/), 'WhatsApp after 6 pm');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateRoommatePage', { timeout: 30_000 }, () => {
  it("shows the spec's message under each required field and posts nothing", async () => {
    const posts = stubApi(() => json({}, 201));
    const user = userEvent.setup();
    const { form } = renderPage();

    expect(form.getByLabelText('Gender preference')).toHaveValue('any');
    expect(form.getByLabelText(/^Accommodation type/)).toHaveValue('');
    const accommodations = within(form.getByLabelText(/^Accommodation type/)).getAllByRole('option');
    expect(accommodations.map((option) => option.textContent)).toEqual(['Choose a type', 'Flat / Apartment', 'PG', 'College Hostel']);

    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));
    expect(await form.findByText('Title is required (max 100 chars).')).toBeInTheDocument();
    expect(form.getByText('Description must be 30-500 characters.')).toBeInTheDocument();
    expect(form.getByText('Budget is required.')).toBeInTheDocument();
    expect(form.getByText('Contact info is required.')).toBeInTheDocument();
    expect(form.getByText('Accommodation type is required.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  it('checks each field on its own: blank title, short and long description', async () => {
    const posts = stubApi(() => json({}, 201));
    const user = userEvent.setup();
    const { form } = renderPage();
    await fillRequired(user, form);

    await user.clear(form.getByLabelText(/^Title/));
    await user.type(form.getByLabelText(/^Title/), '   ');
    await user.clear(form.getByLabelText(/^Description/));
    await user.type(form.getByLabelText(/^Description/), 'Too short.');
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));
    expect(await form.findByText('Title is required (max 100 chars).')).toBeInTheDocument();
    expect(form.getByText('Description must be 30-500 characters.')).toBeInTheDocument();
    expect(form.queryByText('Budget is required.')).not.toBeInTheDocument();
    expect(form.queryByText('Contact info is required.')).not.toBeInTheDocument();
    expect(form.queryByText('Accommodation type is required.')).not.toBeInTheDocument();

    await user.type(form.getByLabelText(/^Title/), 'Room near gate');
    await user.clear(form.getByLabelText(/^Description/));
    await user.click(form.getByLabelText(/^Description/));
    await user.paste('x'.repeat(501));
    expect(form.getByText('501/500')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));
    await waitFor(() => expect(form.queryByText('Title is required (max 100 chars).')).not.toBeInTheDocument());
    expect(form.getByText('Description must be 30-500 characters.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("posts the request, says 'Roommate request posted!' and lands on it", async () => {
    const posts = stubApi(() => json({ _id: 'post-1' }, 201));
    const user = userEvent.setup();
    const { router, form } = renderPage();

    await fillRequired(user, form);
    await user.selectOptions(form.getByLabelText('Gender preference'), 'female');
    await user.type(form.getByLabelText('Age range'), '19-23');
    await user.type(form.getByLabelText('Other preferences'), 'Non-smoker');
    await user.type(form.getByLabelText(/^Where to meet/), 'Main Gate');
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Roommate request posted!'));
    expect(posts).toEqual([
      {
        title: 'Roommate for a 2BHK near the north gate',
        description: DESCRIPTION,
        roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: 'Non-smoker' },
        budget: 8000,
        accommodationType: 'flat-apartment',
        contactInfo: 'WhatsApp after 6 pm',
        meetingSpot: 'Main Gate',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/roommate-finder/post-1'));
  });

  it('leaves the optional preferences and a blank location out', async () => {
    const posts = stubApi(() => json({}, 201));
    const user = userEvent.setup();
    const { form } = renderPage();
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      title: 'Roommate for a 2BHK near the north gate',
      description: DESCRIPTION,
      roommatePreferences: { gender: 'any' },
      budget: 8000,
      accommodationType: 'flat-apartment',
      contactInfo: 'WhatsApp after 6 pm',
    });
  });

  it("says 'Failed to post. Please try again.' when the server fails, and stays", async () => {
    stubApi(() => json({ type: 'about:blank', title: 'Server Error', status: 500, detail: 'boom' }, 500));
    const user = userEvent.setup();
    const { router, form } = renderPage();
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to post. Please try again.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/create-roommate-request');
    expect(form.getByRole('button', { name: 'Post Roommate Request' })).toBeEnabled();
  });

  it("shows the server's validation detail and puts its field message under the field", async () => {
    stubApi(() =>
      json(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Contact info is required.',
          errors: [{ path: '/body/contactInfo', message: 'Contact info is required.' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const { form } = renderPage();
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Post Roommate Request' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Contact info is required.'));
    expect(await form.findByText('Contact info is required.')).toBeInTheDocument();
  });
});
