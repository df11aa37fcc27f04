import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/cn';
import { toggleValue } from '../../lib/posts/browse-params';
import { Checkbox } from '../../ui/checkbox';
import { Group } from '../../ui/posts/filter-panel';
import { PriceRangeFilter } from '../../ui/posts/price-range-filter';
import { SortSelect } from '../../ui/posts/sort-select';
import type { ViewMode } from './product-card';
import type { StoreFilters } from './store-filters';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, PRODUCT_SORT_LABELS, PRODUCT_SORTS, STORE_PRICE_BOUNDS } from './store-labels';

/** Grid or list: two toggle buttons, one pressed. */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const options = [
    { value: 'grid' as const, label: 'Grid view', icon: LayoutGrid },
    { value: 'list' as const, label: 'List view', icon: List },
  ];
  return (
    <div role="group" aria-label="View mode" className="inline-flex rounded-lg border border-line-strong bg-surface p-0.5">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md transition-colors sm:size-9',
            view === value ? 'bg-slate-900 text-white' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

export function StoreSortSelect({
  id,
  filters,
  onChange,
  selectClassName = 'sm:w-56',
}: {
  id: string;
  filters: StoreFilters;
  onChange: (patch: Partial<StoreFilters>) => void;
  selectClassName?: string;
}) {
  return (
    <SortSelect
      id={id}
      value={filters.sort}
      options={PRODUCT_SORTS}
      labels={PRODUCT_SORT_LABELS}
      onChange={(sort) => onChange({ sort })}
      selectClassName={selectClassName}
    />
  );
}

/**
 * The store page's Filters & Sort: sort, price (0 to 10000; a cleared bound is its default),
 * product categories and the view mode. Drawn in the sidebar and in the phone's sheet.
 */
export function StoreFilterPanel({
  idPrefix,
  filters,
  onChange,
}: {
  /** Keeps ids apart between the sidebar and the sheet. */
  idPrefix: string;
  filters: StoreFilters;
  onChange: (patch: Partial<StoreFilters>) => void;
}) {
  return (
    <div>
      <Group legend="Sort">
        <StoreSortSelect id={`${idPrefix}-sort`} filters={filters} onChange={onChange} selectClassName="w-full" />
      </Group>
      <Group legend="Price range">
        <PriceRangeFilter
          bounds={STORE_PRICE_BOUNDS}
          value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
          onChange={(range) => onChange(range)}
        />
      </Group>
      <Group legend="Categories">
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {PRODUCT_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              checked={filters.categories.includes(category)}
              onCheckedChange={() => onChange({ categories: toggleValue(filters.categories, category) })}
            >
              {PRODUCT_CATEGORY_LABELS[category]}
            </Checkbox>
          ))}
        </div>
      </Group>
      <Group legend="View">
        <ViewToggle view={filters.view} onChange={(view) => onChange({ view })} />
      </Group>
    </div>
  );
}
