/**
 * /cart, Shopping Cart: the lines grouped by store, quantities within 1 and the stock, the totals
 * (shipping free, tax 0) and Proceed to Checkout. Checkout covers one store at a time (document 2,
 * section 5): with several stores in the cart each store has its own checkout, and only that
 * store's lines are bought; the others stay in the cart.
 */
import { ShoppingCart, Store, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cartTotal, useCart, type CartItem } from '../../lib/cart';
import { checkoutPath, groupByStore, MISSING_STORE_MESSAGE, SAME_STORE_MESSAGE, type StoreGroup } from '../../lib/cart-stores';
import { formatRupees, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { OrderTotals } from '../../ui/order-totals';
import { CartLine } from './cart-line';
import { CheckoutButton, checkoutBlockedBy } from './checkout-button';

const itemCount = (items: readonly CartItem[]) => items.reduce((sum, line) => sum + line.quantity, 0);

function ContinueShopping({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Button asChild variant={variant} size="lg">
      <Link to="/mini-stores">Continue Shopping</Link>
    </Button>
  );
}

function StoreGroupCard({ group, checkout }: { group: StoreGroup; checkout?: { to: string; blockedBy: string | null } }) {
  const { store, items } = group;
  const headingId = `cart-store-${store._id}`;
  return (
    <section aria-labelledby={headingId} className="card px-4 sm:px-6">
      <h2 id={headingId} className="flex items-center gap-2 border-b border-line py-3 text-base font-semibold text-fg">
        <Store aria-hidden="true" className="size-4 text-fg-subtle" />
        <Link to={`/mini-stores/${store.slug}`} className="hover:text-primary-ink hover:underline">
          {store.name}
        </Link>
      </h2>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <CartLine key={`${item._id}|${item.size ?? ''}`} item={item} />
        ))}
      </ul>
      {checkout ? (
        <div className="flex flex-col gap-3 border-t border-line py-4 sm:flex-row sm:items-start sm:justify-between">
          <p className="text-sm text-fg-muted">
            {store.name} subtotal ({pluralize(itemCount(items), 'item')}):{' '}
            <span className="tabular font-bold text-fg">{formatRupees(cartTotal(items))}</span>
          </p>
          <div className="sm:w-72">
            <CheckoutButton to={checkout.to} blockedBy={checkout.blockedBy} label={`Check out ${store.name}`} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

export default function CartPage() {
  useDocumentTitle('Shopping Cart');
  const items = useCart();

  if (items.length === 0) {
    return (
      <div className="container-page max-w-3xl py-10 sm:py-16">
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-fg sm:text-3xl">Shopping Cart</h1>
        <EmptyState icon={ShoppingCart} title="Your cart is empty" action={<ContinueShopping variant="primary" />}>
          Looks like you haven&apos;t added any items to your cart yet.
        </EmptyState>
      </div>
    );
  }

  const groups = groupByStore(items);
  const withoutStore = items.filter((item) => !item.store);
  const missingStore = withoutStore.length > 0;
  const several = groups.length > 1;

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Shopping Cart</h1>
      <p className="mt-1 text-sm text-fg-muted">{pluralize(itemCount(items), 'item')} in your cart</p>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          {several ? (
            <Alert tone="info">
              <p className="font-semibold">{SAME_STORE_MESSAGE}</p>
              <p className="mt-0.5">Check out one store at a time: each store below has its own checkout, and the other stores&apos; items stay in your cart.</p>
            </Alert>
          ) : null}
          {groups.map((group) => (
            <StoreGroupCard
              key={group.store._id}
              group={group}
              checkout={several ? { to: checkoutPath(group.store._id, groups.length), blockedBy: checkoutBlockedBy(group.items, missingStore) } : undefined}
            />
          ))}
          {missingStore ? (
            <section aria-labelledby="cart-no-store" className="card border-amber-200 px-4 sm:px-6">
              <h2 id="cart-no-store" className="flex items-center gap-2 border-b border-line py-3 text-base font-semibold text-fg">
                <TriangleAlert aria-hidden="true" className="size-4 text-accent-ink" />
                Store information missing
              </h2>
              <p className="pt-3 text-sm text-fg-muted">{MISSING_STORE_MESSAGE}</p>
              <ul className="divide-y divide-line">
                {withoutStore.map((item) => (
                  <CartLine key={`${item._id}|${item.size ?? ''}`} item={item} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside aria-label="Order summary" className="card space-y-5 p-5 lg:sticky lg:top-20">
          <h2 className="text-lg font-semibold text-fg">Order Summary</h2>
          <OrderTotals total={cartTotal(items)} itemCount={itemCount(items)} />
          {several ? (
            <p className="text-sm text-fg-muted">Your cart holds items from {groups.length} stores: check out each store from its own section.</p>
          ) : groups[0] ? (
            <CheckoutButton to={checkoutPath(groups[0].store._id, 1)} blockedBy={checkoutBlockedBy(items, missingStore)} />
          ) : (
            <CheckoutButton to="/checkout" blockedBy={MISSING_STORE_MESSAGE} />
          )}
          <Link to="/mini-stores" className="block text-center text-sm font-semibold text-primary-ink hover:underline">
            Continue Shopping
          </Link>
        </aside>
      </div>
    </div>
  );
}
