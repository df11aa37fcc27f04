/**
 * /checkout: one store's lines of the cart, bought by cash on delivery or prepaid. The spec's
 * checks come first (document 2, section 5): an empty cart goes back to /cart; a visitor is asked
 * to log in and brought back; lines without their store, or from several stores with none chosen
 * (?store=, set by the cart page), go back to /cart with the reason.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useCart } from '../../lib/cart';
import { MISSING_STORE_MESSAGE, SAME_STORE_MESSAGE, selectForCheckout, type CheckoutSelection } from '../../lib/cart-stores';
import { loginPath } from '../../lib/return-to';
import { SessionCheckFailed, SessionChecking } from '../../ui/session-check';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckoutForm } from './checkout-form';
import { CHECKOUT_MESSAGES } from './checkout-schema';

/** Says why (a toast) and goes elsewhere, once. */
function Leave({ to, message, tone = 'error', state }: { to: string; message: string; tone?: 'error' | 'info'; state?: unknown }) {
  useEffect(() => {
    toast[tone](message);
  }, [message, tone]);
  return <Navigate to={to} replace state={state} />;
}

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const items = useCart();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { user, isLoading, failed, retry, retrying } = useCurrentUser();
  const live = selectForCheckout(items, searchParams.get('store'));
  // The cart empties about 100 ms after the order (or in another tab): that must not send the page
  // away under the student, who keeps seeing what they were buying.
  const lastReady = useRef<CheckoutSelection | null>(null);
  if (live.kind === 'ready') lastReady.current = live;
  const selection = live.kind === 'empty' && lastReady.current ? lastReady.current : live;

  if (selection.kind === 'empty') return <Navigate to="/cart" replace />;
  if (isLoading) return <SessionChecking />;
  if (failed) return <SessionCheckFailed onRetry={retry} retrying={retrying} />;
  if (!user) {
    const here = location.pathname + location.search;
    return <Leave to={loginPath(here)} message={CHECKOUT_MESSAGES.loginFirst} tone="info" state={{ from: { pathname: location.pathname, search: location.search } }} />;
  }
  if (selection.kind === 'missing-store') return <Leave to="/cart" message={MISSING_STORE_MESSAGE} />;
  if (selection.kind === 'several-stores') return <Leave to="/cart" message={SAME_STORE_MESSAGE} />;

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
        <Link to="/cart" className="font-medium text-primary-ink hover:underline">
          Cart
        </Link>{' '}
        / Checkout
      </nav>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">Checkout</h1>
      <div className="mt-6">
        <CheckoutForm user={user} store={selection.group.store} items={selection.group.items} />
      </div>
    </div>
  );
}
