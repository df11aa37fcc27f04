/** The store page's filters, kept in its URL: sort, price range, categories, view mode and page. */
import { useSearchParams } from 'react-router-dom';
import type { ListStoreProductsParams, ListStoreProductsSort, ProductCategory } from '@thriftz/client/generated/model';
import type { ViewMode } from './product-card';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS, STORE_PRICE_BOUNDS } from './store-labels';

export interface StoreFilters {
  sort: ListStoreProductsSort;
  /** Null is the default (0 and 10000). */
  minPrice: number | null;
  maxPrice: number | null;
  categories: ProductCategory[];
  view: ViewMode;
  page: number;
}

export const STORE_PAGE_SIZE = 24;

const amount = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const sort = PRODUCT_SORTS.find((s) => s === params.get('sort')) ?? 'newest';
  const categories = (params.get('categories') ?? '')
    .split(',')
    .filter((c): c is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(c));
  const page = Number(params.get('page'));
  return {
    sort,
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    categories: [...new Set(categories)],
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list call's parameters: a cleared price is its default (0 to 10000). */
export function toProductParams(filters: StoreFilters): ListStoreProductsParams {
  return {
    sort: filters.sort,
    minPrice: filters.minPrice ?? STORE_PRICE_BOUNDS.min,
    maxPrice: filters.maxPrice ?? STORE_PRICE_BOUNDS.max,
    ...(filters.categories.length > 0 ? { categories: filters.categories.join(',') } : {}),
    page: filters.page,
    pageSize: STORE_PAGE_SIZE,
  };
}

export const hasActiveFilters = (f: StoreFilters) =>
  f.sort !== 'newest' || f.minPrice !== null || f.maxPrice !== null || f.categories.length > 0;

function writeFilters(params: URLSearchParams, f: StoreFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('sort', f.sort === 'newest' ? null : f.sort);
  set('minPrice', f.minPrice === null ? null : String(f.minPrice));
  set('maxPrice', f.maxPrice === null ? null : String(f.maxPrice));
  set('categories', f.categories.length > 0 ? f.categories.join(',') : null);
  set('view', f.view === 'grid' ? null : f.view);
  set('page', f.page > 1 ? String(f.page) : null);
  return next;
}

export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseStoreFilters(params);
  /** Any change but the page's own, or the view's, starts again from page 1. */
  const update = (patch: Partial<StoreFilters>) => {
    const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'view');
    setParams(writeFilters(params, { ...filters, ...(keepsPage ? {} : { page: 1 }), ...patch }), { replace: !('page' in patch) });
  };
  const reset = () => update({ sort: 'newest', minPrice: null, maxPrice: null, categories: [] });
  return { filters, update, reset };
}
