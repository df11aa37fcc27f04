// A saved search's filters: the browse's own (GET /api/listings), checked, put in one canonical
// form (the duplicate key), turned into the columns the match job compares, named, and linked
// back to the browse page that shows their results.
import { containsWord } from '../../db/like.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, type FieldError } from '../../http/problem.js';
import { searchWords, wordStartsQuery } from '../../posts/index.js';

export type SearchFilters = Schemas['SearchFilters'];

export const SEARCH_MESSAGES = {
  empty: 'Choose a search word or a filter before saving this search.',
  priceRange: 'The minimum price cannot be more than the maximum price.',
  durationsOnSell: 'Rental durations apply to Borrow & Lend searches only.',
} as const;

/** The filters with every list sorted and the words spaced once: equal searches look equal. */
export function canonical(f: SearchFilters): Required<SearchFilters> {
  const sorted = <T extends string>(values: T[] | undefined) => [...new Set(values ?? [])].sort();
  return {
    type: f.type,
    q: (f.q ?? '').trim().replace(/\s+/g, ' '),
    category: sorted(f.category),
    condition: sorted(f.condition),
    duration: sorted(f.duration),
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
  };
}

/** A saved search's filter columns, as its table holds them. */
export interface FilterColumns {
  listingType: 'sell' | 'lend';
  q: string;
  categories: string[];
  conditions: string[];
  durations: string[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** The filters of a stored search (its columns hold only what the contract let in). */
export const filtersOfColumns = (r: FilterColumns): Required<SearchFilters> =>
  canonical({
    type: r.listingType,
    q: r.q,
    category: r.categories as SearchFilters['category'],
    condition: r.conditions as SearchFilters['condition'],
    duration: r.durations as SearchFilters['duration'],
    minPrice: r.minPrice,
    maxPrice: r.maxPrice,
  });

/** Refuses what the browse could not mean, each with its field's message. */
export function assertValid(f: Required<SearchFilters>): void {
  const errors: FieldError[] = [];
  if (f.minPrice !== null && f.maxPrice !== null && f.minPrice > f.maxPrice) errors.push({ path: '/body/filters/minPrice', message: SEARCH_MESSAGES.priceRange });
  if (f.type === 'sell' && f.duration.length) errors.push({ path: '/body/filters/duration', message: SEARCH_MESSAGES.durationsOnSell });
  if (errors.length) throw badRequest(errors[0]!.message, 'invalid-input', errors);
  const anything = f.q || f.category.length || f.condition.length || f.duration.length || f.minPrice !== null || f.maxPrice !== null;
  if (!anything) throw badRequest(SEARCH_MESSAGES.empty, 'empty-search', [{ path: '/body/filters', message: SEARCH_MESSAGES.empty }]);
}

/** The duplicate key: the canonical filters, the words in lower case (the search ignores case). */
export const filterKey = (f: Required<SearchFilters>) => JSON.stringify({ ...f, q: f.q.toLowerCase() });

/**
 * How the match job reads the words, made by the browse's own functions (posts/search.ts) so the
 * two cannot drift: the text-search query of the word starts, and the substring patterns.
 */
export function wordColumns(q: string) {
  const words = searchWords(q);
  return {
    wordQuery: words.length ? wordStartsQuery(words) : null,
    wordPatterns: words.map(containsWord),
  };
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const TYPE_NAMES = { sell: 'Buy & Sell', lend: 'Borrow & Lend' } as const;
const words = (values: string[]) => values.map((v) => v.replaceAll('-', ' ')).join(', ');

/** A name when the student gives none: the words, then the filters, then the page. */
export function defaultName(f: Required<SearchFilters>): string {
  const parts: string[] = [];
  if (f.q) parts.push(`“${f.q}”`);
  if (f.category.length) parts.push(words(f.category));
  if (f.condition.length) parts.push(words(f.condition));
  if (f.duration.length) parts.push(`per ${f.duration.join('/')}`);
  if (f.minPrice !== null && f.maxPrice !== null) parts.push(`${wholeRupees.format(f.minPrice)}–${wholeRupees.format(f.maxPrice)}`);
  else if (f.minPrice !== null) parts.push(`from ${wholeRupees.format(f.minPrice)}`);
  else if (f.maxPrice !== null) parts.push(`up to ${wholeRupees.format(f.maxPrice)}`);
  const name = `${parts.join(' · ')} in ${TYPE_NAMES[f.type]}`;
  return name.length <= 100 ? name : `${name.slice(0, 99)}…`;
}

/** The browse page of the search's results (the web app's /products or /borrow with its URL filters). */
export function resultsPath(f: Required<SearchFilters>): string {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  for (const c of f.category) params.append('category', c);
  for (const c of f.condition) params.append('condition', c);
  for (const d of f.duration) params.append('duration', d);
  if (f.minPrice !== null) params.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== null) params.set('maxPrice', String(f.maxPrice));
  const query = params.toString();
  return `${f.type === 'sell' ? '/products' : '/borrow'}${query ? `?${query}` : ''}`;
}
