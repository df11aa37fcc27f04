import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetSessionQueryKey } from '@thriftz/client/generated/auth/auth';
import type { Session } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import VerifyEmailPage from './verify-email-page';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderAt = (at: string) =>
  renderRoute(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/', element: <p>home page</p> },
    ],
    at,
  );

const TOKEN = 'a-single-use-token-of-the-link';

describe('the verification page', () => {
  it('signs the new student in and lands them home with "Welcome", calling the API once', async () => {
    const fetchMock = stubFetch(
      { 'POST /api/auth/verify-email': json({ message: 'Verified.', user: { ...STUDENT, firstSignIn: true } }) },
      { session: null },
    );
    const { client } = renderAt(`/verify-email?token=${TOKEN}`);

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Welcome, Ravi!');
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/verify-email'));
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(String(verifyCalls[0]![1]?.body))).toEqual({ token: TOKEN });
    // The header knows who is signed in without waiting for another session read.
    await waitFor(() => expect(client.getQueryData<Session>(getGetSessionQueryKey())?.user).toMatchObject({ email: STUDENT.email }));
    expect(client.getQueryData<Session>(getGetSessionQueryKey())?.user).not.toHaveProperty('firstSignIn');
  });

  it('says "Welcome back" to an account that had signed in before', async () => {
    stubFetch({ 'POST /api/auth/verify-email': json({ message: 'Verified.', user: { ...STUDENT, firstSignIn: false } }) }, { session: null });
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Welcome back, Ravi!');
  });

  it('tells an early sign-up the early-bird place and plan its verification claimed', async () => {
    stubFetch(
      {
        'POST /api/auth/verify-email': json({
          message: 'Verified.',
          user: { ...STUDENT, firstSignIn: true },
          earlyBird: { place: 7, plan: { name: 'Mid Plan', slug: 'mid' } },
        }),
      },
      { session: null },
    );
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Early-bird place #7 is yours: the Mid Plan free for 30 days!');
  });

  it('shows the error of a used or expired link and offers to log in', async () => {
    stubFetch(
      {
        'POST /api/auth/verify-email': json(
          { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'This verification link is invalid or has expired.' },
          400,
        ),
      },
      { session: null },
    );
    renderAt(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    expect(screen.getByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('explains a link without its token, calling nothing', async () => {
    const fetchMock = stubFetch({}, { session: null });
    renderAt('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-email'))).toBe(false);
  });
});
