import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubFetchBodies } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import CreateRequestPage from './create-request-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

/** Records each POST body and answers it with `answer`; the lists the page may read come back empty. */
function stubApi(answer: () => Response) {
  return stubFetchBodies('POST /api/requests', answer, () => json({ items: [], total: 0, page: 1, pageSize: 24 }));
}

function renderPage() {
  const { router } = renderRoute(
    [
      { path: '/create-request', element: <CreateRequestPage /> },
      { path: '/request', element: <p>requests grid</p> },
      { path: '/request/:id', element: <p>the new request</p> },
    ],
    '/create-request',
  );
  return { router, form: within(screen.getByRole('form', { name: 'Create request' })) };
}

// Radix's switch measures itself.
beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateRequestPage', { timeout: 30_000 }, () => {
  it('starts on buy, negotiable and good, and shows the messages under the fields', async () => {
    const posts = stubApi(() => json({}));
    const user = userEvent.setup();
    const { form } = renderPage();

    expect(form.getByLabelText(/^Buy/)).toBeChecked();
    expect(form.getByLabelText('Price range')).toHaveValue('negotiable');
    expect(form.getByLabelText('Condition')).toHaveValue('good');
    expect(within(form.getByLabelText('Condition')).getByText('Any condition')).toBeInTheDocument();
    expect(within(form.getByLabelText(/^Category/)).getByText('Roommate & Housing')).toBeInTheDocument();
    expect(form.getByLabelText('Limit')).toHaveValue('any');

    await user.click(form.getByRole('button', { name: 'Create request' }));
    expect(await form.findByText('Title is required.')).toBeInTheDocument();
    expect(form.getByText('Choose a category.')).toBeInTheDocument();
    expect(form.getByText('Description is required.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("creates the request, says 'Request created successfully!' and lands on it", async () => {
    const posts = stubApi(() => json({ _id: 'req-1' }, 201));
    const user = userEvent.setup();
    const { router, form } = renderPage();

    await user.click(form.getByLabelText(/^Rent/));
    await user.type(form.getByLabelText(/^Title/), 'Engineering drawing kit');
    await user.selectOptions(form.getByLabelText(/^Category/), 'lab-equipment');
    await user.type(form.getByLabelText(/^Description/), 'Need a complete drawing kit with mini-drafter for first year.');
    await user.selectOptions(form.getByLabelText('Urgency'), 'high');
    await user.selectOptions(form.getByLabelText('Limit'), 'new');
    await user.click(form.getByRole('button', { name: 'Create request' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request created successfully!'));
    expect(posts).toEqual([
      {
        title: 'Engineering drawing kit',
        description: 'Need a complete drawing kit with mini-drafter for first year.',
        category: 'lab-equipment',
        requestType: 'rent',
        priceRange: 'negotiable',
        condition: 'good',
        productAge: { years: 0, months: 0 },
        isAnonymous: false,
        urgency: 'high',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/req-1'));
  });

  it("says 'Failed to create request' when the server fails", async () => {
    stubApi(() => json({ type: 'about:blank', title: 'Server Error', status: 500 }, 500));
    const user = userEvent.setup();
    const { router, form } = renderPage();

    await user.type(form.getByLabelText(/^Title/), 'Desk lamp');
    await user.selectOptions(form.getByLabelText(/^Category/), 'furniture');
    await user.type(form.getByLabelText(/^Description/), 'Any working desk lamp, LED preferred, for my hostel room.');
    await user.click(form.getByRole('button', { name: 'Create request' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create request'));
    expect(router.state.location.pathname).toBe('/create-request');
  });
});
