import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListingType } from '../../api/generated/model';
import { changeFilters, DEFAULT_FILTERS, parseBrowseParams, toSearchParams, type BrowseFilters } from '../../lib/posts/browse-params';

/**
 * A browse page's filters, kept in the URL's search params so a result is shareable and Back
 * undoes a change. Each update reads the current URL (not a stale render) and pushes a history
 * entry; any change but the page goes back to page 1.
 */
export function useBrowseFilters(type: ListingType) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseParams(searchParams, type), [searchParams, type]);

  const update = useCallback(
    (patch: Partial<BrowseFilters>) => {
      setSearchParams((current) => toSearchParams(changeFilters(parseBrowseParams(current, type), patch)), {
        preventScrollReset: true,
      });
    },
    [setSearchParams, type],
  );

  /** Clears every filter (keeping the sort order). */
  const reset = useCallback(() => {
    setSearchParams((current) => toSearchParams({ ...DEFAULT_FILTERS, sort: parseBrowseParams(current, type).sort }), {
      preventScrollReset: true,
    });
  }, [setSearchParams, type]);

  return { filters, update, reset };
}
