import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeRequestFilters,
  DEFAULT_REQUEST_FILTERS,
  parseRequestParams,
  toRequestSearchParams,
  type RequestFilters,
} from './request-browse-params';

/**
 * The requests page's filters, kept in the URL so a result is shareable and Back undoes a change
 * (as the listings browse pages do). Any change but the page goes back to page 1.
 */
export function useRequestFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseRequestParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<RequestFilters>) => {
      setSearchParams((current) => toRequestSearchParams(changeRequestFilters(parseRequestParams(current), patch)), {
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  /** Clears every filter (keeping the sort order). */
  const reset = useCallback(() => {
    setSearchParams(
      (current) => toRequestSearchParams({ ...DEFAULT_REQUEST_FILTERS, sort: parseRequestParams(current).sort }),
      { preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { filters, update, reset };
}
