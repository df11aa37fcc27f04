/** Renders /checkout as the app does (with the payment path), and reads where it went. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import CheckoutRoute from '../app/checkout-route';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { stubFetch, type RouteMap } from './api-stub';
import { STUDENT } from './fixtures';
import { STORE_A } from './orders';
import { renderRoute } from './render-route';

/** Shows where the page went and the state it carried. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

/** The place the page went to ('/cart', '/order-confirmation?order=… {"orderId":…}'), once it left. */
export const landed = () => screen.findByTestId('landed');

export const STORE_PATH = `/api/stores/${STORE_A._id}`;

export function renderCheckout(routes: RouteMap, { session = STUDENT, at = '/checkout' }: { session?: CurrentUser | null; at?: string } = {}) {
  const calls = stubFetch(routes, { session });
  const { router } = renderRoute([{ path: '/checkout', element: <CheckoutRoute /> }, { path: '*', element: <Landed /> }], at);
  return { calls, router };
}

/** The JSON bodies sent to `method path`, in order. */
export const bodiesOf = (calls: ReturnType<typeof stubFetch>, method: string, path: string) =>
  calls.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === method).map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

/** Fills the delivery details the account does not (name and e-mail come filled in). */
export async function fillDetails() {
  await userEvent.type(await screen.findByLabelText(/^Phone/), '9876543210');
  await userEvent.type(screen.getByLabelText(/^Address/), 'Room 12, Hostel 4');
  await userEvent.type(screen.getByLabelText(/^City/), 'Vellore');
  await userEvent.type(screen.getByLabelText(/^State/), 'Tamil Nadu');
  await userEvent.type(screen.getByLabelText(/^Pincode/), '632014');
}

/** Fresh toasts (the test file mocks sonner), fetch and cart for every test. */
export function resetBetweenTests() {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.info).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
