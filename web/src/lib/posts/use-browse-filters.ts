import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeFilters, clearFilters, parseFilters, toSearchParams, type BrowseDescription } from './browse-params';

/**
 * A browse page's filters, described by `description` and kept in the URL's search params so a
 * result is shareable and Back undoes a change. Each update reads the current URL (not a stale
 * render) and pushes a history entry; any change but the page goes back to page 1.
 */
export function useBrowseFilters<F extends { page: number }, P>(description: BrowseDescription<F, P>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(description, searchParams), [description, searchParams]);

  const update = useCallback(
    (patch: Partial<F>) => {
      setSearchParams((current) => toSearchParams(description, changeFilters(parseFilters(description, current), patch)), {
        preventScrollReset: true,
      });
    },
    [description, setSearchParams],
  );

  /** Clears every filter (keeping the sort order). */
  const reset = useCallback(() => {
    setSearchParams((current) => toSearchParams(description, clearFilters(description, parseFilters(description, current))), {
      preventScrollReset: true,
    });
  }, [description, setSearchParams]);

  return { filters, update, reset };
}
