import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm, type AuthMode } from './login-form';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

function Harness({ initialMode = 'login', googleEnabled = false }: { initialMode?: AuthMode; googleEnabled?: boolean }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <LoginForm mode={mode} onModeChange={setMode} returnTo="/profile" googleEnabled={googleEnabled} onLoggedIn={() => {}} />
  );
}

function renderForm(props: { initialMode?: AuthMode; googleEnabled?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The form's submit button (the mode toggle has a 'Log in' button too). */
function submitButton(formName: string, label = formName) {
  return within(screen.getByRole('form', { name: formName })).getByRole('button', { name: label });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it("asks for the email first when 'Forgot password?' is clicked with an empty email", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByText('Please enter your email first.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests a reset link and toasts the spec message when an email is given', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(202, { message: 'If an account exists, a link is on its way.' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText(/^Email/), 'asha@campus.edu');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password reset link sent to your email.'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/password-reset');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@campus.edu' });
  });

  it('validates on the client with the spec words', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.click(submitButton('Log in'));

    expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 6 characters.')).toBeInTheDocument();
  });

  it("shows the server's detail under the form when logging in fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(401, {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          code: 'wrong-password',
          detail: 'Incorrect password. Try again.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText(/^Email/), 'asha@campus.edu');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(submitButton('Log in'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Try again.');
  });

  it("drops the server's 'Only campus e-mail addresses' error once the address is changed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Only campus e-mail addresses (@campus.edu) can sign up.',
          code: 'campus-email-required',
        }),
      ),
    );
    const user = userEvent.setup();
    renderForm({ initialMode: 'signup' });

    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@gmail.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(submitButton('Sign up', 'Create account'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only campus e-mail addresses (@campus.edu) can sign up.');

    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha@campus.edu');
    expect(screen.queryByText(/Only campus e-mail addresses/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after signing up shows the returned message and switches to login mode', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(201, { message: 'Check your inbox for a verification link.' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm({ initialMode: 'signup' });

    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@campus.edu');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(submitButton('Sign up', 'Create account'));

    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox for a verification link.');
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in', pressed: true })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@campus.edu',
      password: 'secret123',
    });
  });

  it('offers Google sign-in only when it is enabled', () => {
    vi.stubGlobal('fetch', vi.fn());
    const { unmount } = renderForm();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    unmount();
    renderForm({ googleEnabled: true });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?returnTo=%2Fprofile',
    );
  });
});
