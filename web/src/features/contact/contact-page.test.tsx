import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { SUPPORT_EMAIL } from '../../lib/support';
import ContactPage from './contact-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function renderPage(at = '/contact') {
  renderWithClient(
    <MemoryRouter initialEntries={[at]}>
      <ContactPage />
    </MemoryRouter>,
  );
  return within(screen.getByRole('form', { name: 'Contact form' }));
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, form: ReturnType<typeof renderPage>, values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(form.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it("says 'Please fill in all required fields.' under each missing field and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const form = renderPage();

    await fill(user, form, { Subject: 'Hello' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findAllByText('Please fill in all required fields.')).toHaveLength(3);
    expect(form.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Subject/)).not.toHaveAttribute('aria-invalid');

    await fill(user, form, { Name: 'Asha', Message: '   ' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    // Blank space is not a message.
    expect(form.getAllByText('Please fill in all required fields.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email address.' for an address without a domain", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const form = renderPage();

    await fill(user, form, { Name: 'Asha', Email: 'asha@campus', Message: 'Hi there' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(form.queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the form, shows the success message and empties the form', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true, message: "Message sent! We'll get back to you soon. 🎉" }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const form = renderPage();

    await fill(user, form, { Name: ' Asha Rao ', Email: 'asha@campus.edu', Message: 'My listing vanished.' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    expect(await form.findByText("Message sent! We'll get back to you soon. 🎉")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact/submit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Asha Rao', email: 'asha@campus.edu', message: 'My listing vanished.' });
    expect(form.getByLabelText(/^Name/)).toHaveValue('');
    expect(form.getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the server's words, or the spec's fallback when there are none", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many messages. Try again later.' }, 429))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    const form = renderPage();

    await fill(user, form, { Name: 'Asha', Email: 'asha@campus.edu', Message: 'Hello' });
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Too many messages. Try again later.')).toBeInTheDocument();
    // The text stays for another try.
    expect(form.getByLabelText(/^Message/)).toHaveValue('Hello');

    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Oops! Something went wrong. Please try again later.')).toBeInTheDocument();
  });

  it('copies the address and confirms for 1.2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Copy email' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SUPPORT_EMAIL);

    act(() => vi.advanceTimersByTime(800));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('button', { name: 'Copy email' })).toBeInTheDocument();
  });

  it('prefills the subject from ?subject= (Create Your Store asks for a store application)', () => {
    const form = renderPage('/contact?subject=Store%20application');
    expect(form.getByLabelText(/^Subject/)).toHaveValue('Store application');
    expect(form.getByLabelText(/^Message/)).toHaveValue('');
  });

  it("shows the next steps, the response time and the social links", () => {
    renderPage();
    const steps = screen.getByRole('heading', { name: 'What happens next?' }).parentElement!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('We reply within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Avg. response: <24h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
  });
});
