import { useState } from 'react';
import { toast } from 'sonner';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { useDeletePortalProduct, useUpdatePortalProduct } from '@thriftz/client/generated/store-products/store-products';
import { errorMessage } from '../../lib/api-error';
import { useRefresh } from '../../lib/refresh';

export const PRODUCT_ACTION_MESSAGES = {
  activated: 'Product activated successfully',
  deactivated: 'Product deactivated successfully',
  statusFailed: (reason: string) => `Failed to update product status: ${reason}`,
  deleted: 'Product deleted successfully',
  deleteFailed: (reason: string) => `Failed to delete product: ${reason}`,
  confirmDelete: 'Are you sure you want to delete this product?',
} as const;

/** The reason a toast names: the server's words, or what went wrong on the way. */
const reasonOf = (error: unknown) => errorMessage(error, error instanceof Error && error.message ? error.message : 'Something went wrong');

/** Activate or deactivate a product, and delete one after a confirmation. */
export function useProductActions() {
  const refresh = useRefresh('products');
  const update = useUpdatePortalProduct();
  const remove = useDeletePortalProduct();
  const [toDelete, setToDelete] = useState<StoreProduct | null>(null);

  const toggleActive = (product: StoreProduct) => {
    const isActive = !product.isActive;
    update.mutate(
      { id: product._id, data: { isActive } },
      {
        onSuccess: () => {
          toast.success(isActive ? PRODUCT_ACTION_MESSAGES.activated : PRODUCT_ACTION_MESSAGES.deactivated);
          refresh();
        },
        onError: (error) => toast.error(PRODUCT_ACTION_MESSAGES.statusFailed(reasonOf(error))),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { id: toDelete._id },
      {
        onSuccess: () => {
          toast.success(PRODUCT_ACTION_MESSAGES.deleted);
          setToDelete(null);
          refresh();
        },
        onError: (error) => {
          toast.error(PRODUCT_ACTION_MESSAGES.deleteFailed(reasonOf(error)));
          setToDelete(null);
        },
      },
    );
  };

  return {
    toggleActive,
    /** The product whose status is being changed, to show that row busy. */
    toggling: update.isPending ? update.variables?.id : undefined,
    toDelete,
    askDelete: setToDelete,
    confirmDelete,
    deleting: remove.isPending,
  };
}
