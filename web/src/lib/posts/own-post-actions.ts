import { useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateOwnPages, useRefreshUnder, type OwnLists, type OwnPage } from './own-list-cache';

/** The profile's delete speaks of listings for every kind of post (document 1, section 8: Profile). */
export const OWN_POST_DELETE_MESSAGES = {
  deleted: 'Listing deleted successfully!',
  deleteFailed: 'Failed to delete listing',
} as const;

export interface ActionCallbacks {
  /** Runs only when the server agreed. */
  onSuccess?: () => void;
  /** Runs after success or failure (close the confirmation). */
  onSettled?: () => void;
}

/**
 * What sets listings, requests and roommate posts apart when their owner marks or deletes one.
 * TDetail is the post the mark call answers with.
 */
export interface OwnPostKind<TPage extends OwnPage, TDetail = unknown> {
  /** Every read of this kind has a key starting with it. */
  prefix: string;
  lists: OwnLists<TPage>;
  detailKey: (id: string) => QueryKey;
  /** `marked` may depend on the marked post (a lend listing is marked unavailable, not sold). */
  toasts: { marked: string | ((post: TDetail) => string); markFailed: string; deleted: string; deleteFailed: string };
}

const pendingIdOf = (mutation: { isPending: boolean; variables?: { id: string } }) =>
  mutation.isPending ? mutation.variables?.id : undefined;

/**
 * Marks one's own post (sold, fulfilled, inactive) with `body`, after the caller's confirmation.
 * The toast says how it went; the cached lists change only once the server agreed, so on failure
 * the card stays.
 */
export function useMarkOwnPost<TPage extends OwnPage, TDetail, TError, TBody>(
  mutation: UseMutationResult<TDetail, TError, { id: string; data: TBody }>,
  kind: OwnPostKind<TPage, TDetail>,
  body: TBody,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshUnder(kind.prefix);
  const mark = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id, data: body },
      {
        onSuccess: (post) => {
          queryClient.setQueryData(kind.detailKey(id), post);
          updateOwnPages(queryClient, kind.lists, id, 'marked');
          callbacks.onSuccess?.();
          const { marked } = kind.toasts;
          toast.success(typeof marked === 'function' ? marked(post) : marked);
          void refresh();
        },
        onError: () => toast.error(kind.toasts.markFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { mark, isPending: mutation.isPending, pendingId: pendingIdOf(mutation) };
}

/** Deletes one's own post, after the caller's confirmation. */
export function useRemoveOwnPost<TPage extends OwnPage, TDetail, TError>(
  mutation: UseMutationResult<void, TError, { id: string }>,
  kind: OwnPostKind<TPage, TDetail>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshUnder(kind.prefix);
  const remove = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => {
          callbacks.onSuccess?.();
          updateOwnPages(queryClient, kind.lists, id, 'deleted');
          queryClient.removeQueries({ queryKey: kind.detailKey(id), exact: true });
          toast.success(kind.toasts.deleted);
          void refresh();
        },
        onError: () => toast.error(kind.toasts.deleteFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { remove, isPending: mutation.isPending, pendingId: pendingIdOf(mutation) };
}
