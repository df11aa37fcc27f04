/** 'Proceed to Checkout' for some lines of the cart, disabled with the reason when they cannot be bought as they are. */
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CartItem } from '../../lib/cart';
import { isOutOfStock, MISSING_STORE_MESSAGE } from '../../lib/cart-stores';
import { Button } from '../../ui/button';

export const OUT_OF_STOCK_REASON = 'Some items are out of stock. Remove them to proceed to checkout.';

/** Why these lines cannot go to checkout, or null when they can. */
export function checkoutBlockedBy(items: readonly CartItem[], missingStore: boolean): string | null {
  if (missingStore) return MISSING_STORE_MESSAGE;
  if (items.some(isOutOfStock)) return OUT_OF_STOCK_REASON;
  return null;
}

export function CheckoutButton({ to, blockedBy, label = 'Proceed to Checkout' }: { to: string; blockedBy: string | null; label?: string }) {
  const reasonId = useId();
  return (
    <div className="space-y-2">
      {blockedBy ? (
        <Button size="lg" className="w-full" disabled aria-describedby={reasonId}>
          {label}
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={to}>
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      )}
      {blockedBy ? (
        <p id={reasonId} className="text-sm font-medium text-danger-ink">
          {blockedBy}
        </p>
      ) : null}
    </div>
  );
}
