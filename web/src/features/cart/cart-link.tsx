/**
 * The header's cart icon: to /cart, with the number of items (capped at 9+). Loaded beside the
 * first page, not in it: the header is in every first load, and the cart is kept by lib/cart.ts.
 */
import { ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useCartCount } from '../../lib/cart';
import { cn } from '../../lib/cn';
import { CountBadge } from '../../ui/count-badge';
import { cartLabel } from './cart-label';

export function CartLink({ className }: { className?: string }) {
  const count = useCartCount();
  const label = cartLabel(count);
  return (
    <NavLink
      to="/cart"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-11 items-center justify-center rounded-full transition-colors sm:size-10',
          isActive ? 'bg-primary-soft text-primary-ink' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
          className,
        )
      }
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      <CountBadge count={count} className="absolute -right-0.5 -top-0.5 ring-2 ring-white" />
    </NavLink>
  );
}
