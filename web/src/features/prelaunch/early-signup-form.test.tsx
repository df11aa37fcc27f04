import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/api-stub';
import { stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { countdownParts } from './countdown';
import { EarlySignupForm } from './early-signup-form';

afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText(/^Full name/), 'Nisha Kapoor');
  await user.type(screen.getByLabelText(/^Campus e-mail/), 'nisha@campus.edu');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Claim my early-bird place' }));
}

describe('the early sign-up form', () => {
  it('requires all four fields', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithClient(<EarlySignupForm />);
    await user.click(screen.getByRole('button', { name: 'Claim my early-bird place' }));
    for (const text of ['Full name is required.', 'Email is required.', 'Password is required.', 'Please confirm your password.']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("says 'Passwords don't match!' and 'Password must be at least 6 characters!'", async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithClient(<EarlySignupForm />);
    await fill(user, 'short', 'other1');
    expect(await screen.findByText("Passwords don't match!")).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters!')).toBeInTheDocument();
  });

  it('signs up with earlyAccess and asks to verify the e-mail', async () => {
    const fetchMock = stubFetch({ 'POST /api/auth/signup': json({ message: 'Account created!' }, 201) });
    const user = userEvent.setup();
    renderWithClient(<EarlySignupForm />);
    await fill(user, 'secret123', 'secret123');
    expect(await screen.findByText(/We sent a verification link to nisha@campus.edu/)).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/api/auth/signup'))![1]!.body));
    expect(body).toEqual({ fullName: 'Nisha Kapoor', email: 'nisha@campus.edu', password: 'secret123', earlyAccess: true });
  });

  it("shows the server's 'Email already registered!' and a generic failure otherwise", async () => {
    stubFetch({
      'POST /api/auth/signup': json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Email already registered! Try signing in instead.' }, 409),
    });
    const user = userEvent.setup();
    renderWithClient(<EarlySignupForm />);
    await fill(user, 'secret123', 'secret123');
    expect(await screen.findByText('Email already registered! Try signing in instead.')).toBeInTheDocument();

    vi.unstubAllGlobals();
    stubFetch({ 'POST /api/auth/signup': json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, 500) });
    await user.click(screen.getByRole('button', { name: 'Claim my early-bird place' }));
    await waitFor(() => expect(screen.getByText('Registration failed. Please try again.')).toBeInTheDocument());
  });
});

describe('the countdown', () => {
  it('splits the time left, and shows zeros once it has passed', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms).map((p) => p.value)).toEqual([2, 3, 4, 5]);
    expect(countdownParts(-5000).map((p) => p.value)).toEqual([0, 0, 0, 0]);
  });
});
