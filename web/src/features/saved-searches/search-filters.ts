// A browse page's filters as a saved search holds them, and back: the list call's own parameters
// (what GET /api/listings takes), so a saved search is exactly the page it was saved from.
import type { ListListingsParams, SearchFilters } from '@thriftz/client/generated/model';

/** The list call's filters (no sort, page or page size): what a saved search keeps. */
export function savedFiltersOf(params: ListListingsParams): SearchFilters {
  const filters: SearchFilters = { type: params.type };
  if (params.q) filters.q = params.q;
  if (params.category?.length) filters.category = params.category;
  if (params.condition?.length) filters.condition = params.condition;
  if (params.duration?.length) filters.duration = params.duration;
  if (params.minPrice !== undefined && params.minPrice !== null) filters.minPrice = params.minPrice;
  if (params.maxPrice !== undefined && params.maxPrice !== null) filters.maxPrice = params.maxPrice;
  return filters;
}

/** The browse page showing the search's results, its filters in the URL as the page writes them. */
export function resultsPath(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const value of filters.category ?? []) params.append('category', value);
  for (const value of filters.condition ?? []) params.append('condition', value);
  for (const value of filters.duration ?? []) params.append('duration', value);
  if (filters.minPrice !== undefined && filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined && filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const query = params.toString();
  return `${filters.type === 'sell' ? '/products' : '/borrow'}${query ? `?${query}` : ''}`;
}

const PAGE_NAMES = { sell: 'Buy & Sell', lend: 'Borrow & Lend' } as const;

/** A name from the page's chip labels ('“lamp” · Furniture · Under ₹500 in Buy & Sell'), at most 100 characters. */
export function nameFrom(type: SearchFilters['type'], chipLabels: string[]): string {
  const name = `${chipLabels.join(' · ')} in ${PAGE_NAMES[type]}`;
  return name.length <= 100 ? name : `${name.slice(0, 99)}…`;
}
