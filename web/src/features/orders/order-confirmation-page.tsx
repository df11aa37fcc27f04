/**
 * /order-confirmation: the order just placed (router state {orderId}), an order from My Orders,
 * or an admin's look at one ({isAdminView, orderDetails}, or any order an admin opens by number
 * that is not their own). The order number also rides in ?order=, so a reload or a shared link
 * still finds it (router state does not survive a reload). The server lets only the buyer and
 * admins read an order (anyone else: 404).
 */
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { useGetOrder } from '@thriftz/client/generated/orders/orders';
import type { Order } from '@thriftz/client/generated/model';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { OrderDetails } from './order-details';

export const ORDER_MISSING_MESSAGE = 'Order information not found';
export const ORDER_LOAD_FAILED_MESSAGE = 'Failed to load order details';

function orderRefFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderId } = state as { orderId?: unknown };
  return typeof orderId === 'string' && orderId ? orderId : null;
}

function adminOrderFromState(state: unknown): Order | null {
  if (typeof state !== 'object' || state === null) return null;
  const { isAdminView, orderDetails } = state as { isAdminView?: unknown; orderDetails?: unknown };
  if (!isAdminView || typeof orderDetails !== 'object' || orderDetails === null) return null;
  const order = orderDetails as Order;
  return typeof order.orderId === 'string' && Array.isArray(order.products) && order.store ? order : null;
}

function GoHome({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return <Navigate to="/" replace />;
}

function ConfirmationSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-6" role="status" aria-label="Loading your order">
      <div className="flex flex-col items-center gap-3">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-64" />
      </div>
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function LoadedOrder({ orderRef }: { orderRef: string }) {
  const query = useGetOrder(orderRef, { query: { retry: false } });
  // The session is at hand in the app (the header read it); until then it reads as the buyer's.
  const { user } = useCurrentUser();
  if (query.isPending) return <ConfirmationSkeleton />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (!notFound) return <GoHome message={ORDER_LOAD_FAILED_MESSAGE} />;
    return (
      <EmptyState
        icon={SearchX}
        tone="danger"
        title="Order Not Found"
        className="mx-auto max-w-xl"
        action={
          <Button asChild>
            <Link to="/">Go Home</Link>
          </Button>
        }
      >
        The order you&apos;re looking for doesn&apos;t exist.
      </EmptyState>
    );
  }
  // An admin reading someone else's order is not its buyer: neutral words, back to the admin's orders.
  const adminView = Boolean(user?.isAdmin) && query.data.buyer._id !== user?.uid;
  return <OrderDetails order={query.data} adminView={adminView} />;
}

export default function OrderConfirmationPage() {
  useDocumentTitle('Order confirmation');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const adminOrder = adminOrderFromState(location.state);
  const orderRef = orderRefFromState(location.state) ?? searchParams.get('order');

  let content;
  if (adminOrder) content = <OrderDetails order={adminOrder} adminView />;
  else if (!orderRef) return <GoHome message={ORDER_MISSING_MESSAGE} />;
  else content = <LoadedOrder key={orderRef} orderRef={orderRef} />;

  return <div className="container-page py-8 sm:py-12">{content}</div>;
}
