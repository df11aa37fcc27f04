import { useId } from 'react';
import type { RequestType } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../ui/checkbox';
import { toggleValue } from '../../lib/posts/browse-params';
import { Group } from '../../ui/posts/filter-panel';
import { PriceRangeFilter } from '../../ui/posts/price-range-filter';
import { REQUEST_PRICE_BOUNDS, type RequestFilters } from './request-filters';
import {
  REQUEST_CATEGORIES,
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITIONS,
  REQUEST_CONDITION_LABELS,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
} from '../../lib/posts/request-labels';

const TYPE_OPTIONS: Array<{ value: RequestType | null; label: string }> = [
  { value: null, label: 'All' },
  ...REQUEST_TYPES.map((value) => ({ value, label: REQUEST_TYPE_LABELS[value] })),
];

/** Buy, rent or both, as one row of segments (radio buttons underneath). */
function RequestTypeChoice({ value, onChange }: { value: RequestType | null; onChange: (value: RequestType | null) => void }) {
  // The panel is on the page twice (desktop column, phone sheet): each copy its own radio group.
  const name = useId();
  return (
    <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
      {TYPE_OPTIONS.map((option) => (
        <label
          key={option.label}
          className={cn(
            'flex h-10 cursor-pointer select-none items-center justify-center rounded-md text-sm font-semibold transition-colors sm:h-9',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary',
            value === option.value ? 'bg-white text-primary-ink shadow-sm' : 'text-fg-muted hover:text-fg',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The requests page's filters: category, condition, request type and the price range (0 to 1000).
 * Every change goes straight to `onChange` (the URL); the same panel sits in the desktop column
 * and in the phone's filter sheet.
 */
export function RequestFilterPanel({
  filters,
  onChange,
}: {
  filters: RequestFilters;
  onChange: (patch: Partial<RequestFilters>) => void;
}) {
  return (
    <div>
      <Group legend="Request type">
        <RequestTypeChoice value={filters.requestType} onChange={(requestType) => onChange({ requestType })} />
      </Group>
      <Group legend="Categories">
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {REQUEST_CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              checked={filters.category.includes(category)}
              onCheckedChange={() => onChange({ category: toggleValue(filters.category, category) })}
            >
              {REQUEST_CATEGORY_LABELS[category]}
            </Checkbox>
          ))}
        </div>
      </Group>
      <Group legend="Condition">
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {REQUEST_CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              checked={filters.condition.includes(condition)}
              onCheckedChange={() => onChange({ condition: toggleValue(filters.condition, condition) })}
            >
              {REQUEST_CONDITION_LABELS[condition]}
            </Checkbox>
          ))}
        </div>
      </Group>
      <Group legend="Price range">
        <PriceRangeFilter
          bounds={REQUEST_PRICE_BOUNDS}
          value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
          onChange={(range) => onChange(range)}
        />
      </Group>
    </div>
  );
}
