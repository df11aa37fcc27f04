import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeRoommateFilters,
  DEFAULT_ROOMMATE_FILTERS,
  parseRoommateParams,
  toRoommateSearchParams,
  type RoommateFilters,
} from './roommate-browse-params';

/**
 * The roommate finder's filters, kept in the URL so a result is shareable and Back undoes a
 * change (as the other browse pages do). Any change but the page goes back to page 1.
 */
export function useRoommateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseRoommateParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<RoommateFilters>) => {
      setSearchParams((current) => toRoommateSearchParams(changeRoommateFilters(parseRoommateParams(current), patch)), {
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  /** Clears every filter (keeping the sort order). */
  const reset = useCallback(() => {
    setSearchParams(
      (current) => toRoommateSearchParams({ ...DEFAULT_ROOMMATE_FILTERS, sort: parseRoommateParams(current).sort }),
      { preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { filters, update, reset };
}
