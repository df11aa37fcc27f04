// "Save this search" on a browse page (the app puts it in the browse's SaveSearch slot): saves the
// page's filters for a signed-in student; a visitor is sent to log in and brought back.
import { BellPlus, Check } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { getListSavedSearchesQueryKey, useCreateSavedSearch } from '@thriftz/client/generated/saved-searches/saved-searches';
import { errorMessage } from '../../lib/api-error';
import { loginPath } from '../../lib/return-to';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/use-current-user';
import { Button } from '../../ui/button';
import type { SaveSearchSlotProps } from '../../ui/posts/post-slots';
import { SAVED_SEARCH_MESSAGES } from './saved-search-messages';
import { nameFrom, savedFiltersOf } from './search-filters';

export function SaveSearchButton({ params, chipLabels }: SaveSearchSlotProps) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const save = useCreateSavedSearch({
    mutation: {
      onSuccess: () => {
        toast.success(SAVED_SEARCH_MESSAGES.saved);
        void queryClient.invalidateQueries({ queryKey: getListSavedSearchesQueryKey() });
      },
      onError: (error) => toast.error(errorMessage(error, SAVED_SEARCH_MESSAGES.saveFailed)),
    },
  });

  if (!user) {
    return (
      <Button asChild variant="secondary" size="sm">
        <Link to={loginPath(`${location.pathname}${location.search}`)}>
          <BellPlus aria-hidden="true" className="size-4" />
          Log in to save this search
        </Link>
      </Button>
    );
  }
  if (save.isSuccess) {
    return (
      <Button asChild variant="secondary" size="sm">
        <Link to="/saved-searches">
          <Check aria-hidden="true" className="size-4 text-primary" />
          Saved · View saved searches
        </Link>
      </Button>
    );
  }
  const filters = savedFiltersOf(params);
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={save.isPending}
      onClick={() => save.mutate({ data: { filters, name: nameFrom(filters.type, chipLabels) } })}
    >
      {save.isPending ? null : <BellPlus aria-hidden="true" className="size-4" />}
      Save this search
    </Button>
  );
}
