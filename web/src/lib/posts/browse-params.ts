import { formatCount, formatRupees } from '../format';
import type { PriceBounds } from './price-bounds';

/** Cards per page of a browse grid. */
export const BROWSE_PAGE_SIZE = 24;
/** The contract caps the search words at 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** The keys of F whose values are V (a filter field may only name a key of its own shape). */
type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? (V extends F[K] ? K : never) : never }[keyof F] & string;
/** Every value of an enum and its label, in the order the filter panel lists them. */
type Labels = Readonly<Record<string, string>>;

/**
 * One filter of a browse page. The URL parameter, the filter's key and the list call's
 * parameter share one name (`key`, or `min` and `max` for a range).
 */
export type FilterField<F> =
  /** Search words: trimmed, capped at SEARCH_MAX_LENGTH; chip '“words”'. */
  | { kind: 'search'; key: KeysOf<F, string> }
  /** Any number of enum values, repeated in the URL; one chip per value. */
  | { kind: 'many'; key: string & keyof F; labels: Labels }
  /** At most one enum value (null: no filter); `ignore` lists values that filter nothing. */
  | { kind: 'one'; key: string & keyof F; labels: Labels; ignore?: readonly string[] }
  /**
   * A range of rupees, one chip for both ends. `whole` rounds to whole rupees; `openEnds` reads
   * a value at an end of the slider as no limit; `list` maps the range to the list call's params
   * (by default the two keys as they are).
   */
  | {
      kind: 'range';
      min: KeysOf<F, number | null>;
      max: KeysOf<F, number | null>;
      chip: string;
      label: (min: number | null, max: number | null) => string | null;
      whole?: boolean;
      openEnds?: PriceBounds;
      list?: (min: number | null, max: number | null) => object;
    }
  /** The sort order: one of `labels`, `fallback` when missing or unknown (left out of the URL). */
  | { kind: 'sort'; key: string & keyof F; labels: Labels; fallback: string }
  /** The page number, 1 and up (page 1 left out of the URL). */
  | { kind: 'page'; key: KeysOf<F, number> };

/**
 * What one post kind's browse page filters by, described once: parsing the URL, writing it back,
 * the list call's params, the removable chips and "is anything filtered" all follow from it.
 */
export interface BrowseDescription<F, P> {
  /** Every filter at its default (no filter, first sort, page 1). */
  defaults: F;
  /** In the order of the URL and of the chips. */
  fields: readonly FilterField<F>[];
  /** Fixed list call params (the listing type). */
  listParams?: Partial<P>;
  pageSize?: number;
}

export interface FilterChip<F> {
  key: string;
  label: string;
  /** The filters once this chip is removed. */
  without: Partial<F>;
}

type Values = Record<string, unknown>;
const has = (labels: Labels, value: string) => Object.hasOwn(labels, value);
const list = (value: unknown) => value as string[];
const amount = (value: unknown) => value as number | null;

function rupeesParam(value: string | null, whole: boolean | undefined): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) return null;
  return whole ? Math.round(number) : number;
}

/** A value at an open end of the range is no limit at all. */
function inside(min: number | null, max: number | null, ends: PriceBounds | undefined): [number | null, number | null] {
  if (!ends) return [min, max];
  return [min !== null && min <= ends.min ? null : min, max !== null && max >= ends.max ? null : max];
}

/** Reads the filters from a URL; unknown or malformed values are ignored. */
export function parseFilters<F, P>(description: BrowseDescription<F, P>, params: URLSearchParams): F {
  const filters: Values = { ...(description.defaults as Values) };
  for (const field of description.fields) {
    if (field.kind === 'search') {
      filters[field.key] = (params.get(field.key) ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    } else if (field.kind === 'many') {
      filters[field.key] = [...new Set(params.getAll(field.key).filter((value) => has(field.labels, value)))];
    } else if (field.kind === 'one') {
      const value = params.get(field.key) ?? '';
      filters[field.key] = has(field.labels, value) && !field.ignore?.includes(value) ? value : null;
    } else if (field.kind === 'range') {
      let [min, max] = inside(
        rupeesParam(params.get(field.min), field.whole),
        rupeesParam(params.get(field.max), field.whole),
        field.openEnds,
      );
      if (min !== null && max !== null && min > max) [min, max] = [max, min];
      filters[field.min] = min;
      filters[field.max] = max;
    } else if (field.kind === 'sort') {
      const value = params.get(field.key) ?? '';
      filters[field.key] = has(field.labels, value) ? value : field.fallback;
    } else {
      const page = Number(params.get(field.key));
      filters[field.key] = Number.isInteger(page) && page > 1 ? page : 1;
    }
  }
  return filters as F;
}

/** Writes the filters as search params, leaving out defaults so URLs stay short. */
export function toSearchParams<F, P>(description: BrowseDescription<F, P>, filters: F): URLSearchParams {
  const values = filters as Values;
  const params = new URLSearchParams();
  for (const field of description.fields) {
    if (field.kind === 'search' || field.kind === 'one') {
      if (values[field.key]) params.set(field.key, String(values[field.key]));
    } else if (field.kind === 'many') {
      for (const value of list(values[field.key])) params.append(field.key, value);
    } else if (field.kind === 'range') {
      for (const key of [field.min, field.max]) if (values[key] !== null) params.set(key, String(values[key]));
    } else if (field.kind === 'sort') {
      if (values[field.key] !== field.fallback) params.set(field.key, String(values[field.key]));
    } else if (amount(values[field.key])! > 1) {
      params.set(field.key, String(values[field.key]));
    }
  }
  return params;
}

/** The filters after a change; any change but the page itself goes back to page 1. */
export function changeFilters<F extends { page: number }>(filters: F, patch: Partial<F>): F {
  return { ...filters, page: 1, ...patch };
}

/** The list call's parameters for these filters: only what is set, with the sort, page and page size. */
export function toListParams<F, P>(description: BrowseDescription<F, P>, filters: F): P {
  const values = filters as Values;
  const params: Values = { ...description.listParams, pageSize: description.pageSize ?? BROWSE_PAGE_SIZE };
  for (const field of description.fields) {
    if (field.kind === 'range') {
      const [min, max] = inside(amount(values[field.min]), amount(values[field.max]), field.openEnds);
      if (field.list) Object.assign(params, field.list(min, max));
      else for (const [key, value] of [[field.min, min], [field.max, max]] as const) if (value !== null) params[key] = value;
    } else if (field.kind === 'sort' || field.kind === 'page') {
      params[field.key] = values[field.key];
    } else if (field.kind === 'many' ? list(values[field.key]).length > 0 : values[field.key]) {
      params[field.key] = values[field.key];
    }
  }
  return params as P;
}

/** One removable chip per active filter, in the order the filter panel lists them. */
export function filterChips<F, P>(description: BrowseDescription<F, P>, filters: F): FilterChip<F>[] {
  const values = filters as Values;
  const chips: { key: string; label: string; without: Values }[] = [];
  for (const field of description.fields) {
    if (field.kind === 'search') {
      const words = values[field.key] as string;
      if (words) chips.push({ key: field.key, label: `“${words}”`, without: { [field.key]: '' } });
    } else if (field.kind === 'many') {
      const chosen = list(values[field.key]);
      for (const value of chosen) {
        const without = { [field.key]: chosen.filter((v) => v !== value) };
        chips.push({ key: `${field.key}:${value}`, label: field.labels[value] ?? value, without });
      }
    } else if (field.kind === 'one') {
      const value = values[field.key] as string | null;
      if (value) chips.push({ key: field.key, label: field.labels[value] ?? value, without: { [field.key]: null } });
    } else if (field.kind === 'range') {
      const label = field.label(amount(values[field.min]), amount(values[field.max]));
      if (label) chips.push({ key: field.chip, label, without: { [field.min]: null, [field.max]: null } });
    }
  }
  return chips as FilterChip<F>[];
}

/** Whether any filter narrows the results (sort and page do not). */
export function hasActiveFilters<F, P>(description: BrowseDescription<F, P>, filters: F): boolean {
  return filterChips(description, filters).length > 0;
}

/** Every filter cleared, the sort order kept. */
export function clearFilters<F, P>(description: BrowseDescription<F, P>, filters: F): F {
  const sort = description.fields.find((field) => field.kind === 'sort');
  return sort ? { ...description.defaults, [sort.key]: filters[sort.key as keyof F] } : description.defaults;
}

/** Adds `value` to a list filter, or takes it out when it is there. */
export function toggleValue<T extends string>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

const rupees = (value: number) => formatRupees(value, { whole: true });

/** A range in rupees: '₹500 – ₹2,000', '{from} ₹500', 'Up to ₹2,000'; null when open at both ends. */
export function rupeeRangeLabel(min: number | null, max: number | null, from: (min: string) => string): string | null {
  if (min !== null && max !== null) return `${rupees(min)} – ${rupees(max)}`;
  if (min !== null) return from(rupees(min));
  if (max !== null) return `Up to ${rupees(max)}`;
  return null;
}

/** The price filter in words: '₹500 – ₹2,000', 'From ₹500', 'Up to ₹2,000'. */
export const priceRangeLabel = (min: number | null, max: number | null) => rupeeRangeLabel(min, max, (m) => `From ${m}`);

/** '1 result', '24 results', '1,000+ results' when the server stopped counting. */
export function resultCountLabel(total: number, capped: boolean): string {
  if (capped) return `${formatCount(1000)}+ results`;
  return `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
}
