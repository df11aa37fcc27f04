import type { ReactNode } from 'react';
import type { Category, Condition, ListingType, RentalDuration } from '@thriftz/client/generated/model';
import { Checkbox } from '../checkbox';
import { Skeleton } from '../skeleton';
import { toggleValue } from '../../lib/posts/browse-params';
import { CATEGORIES, CATEGORY_LABELS, CONDITIONS, CONDITION_LABELS, DURATIONS, DURATION_LABELS } from '../../lib/posts/listing-labels';
import type { PriceBounds } from '../../lib/posts/price-bounds';
import { PriceRangeFilter } from './price-range-filter';

/** What the listings panel filters by (the listings browse description's values). */
export interface ListingPanelFilters {
  category: Category[];
  condition: Condition[];
  duration: RentalDuration[];
  minPrice: number | null;
  maxPrice: number | null;
}

/** One titled group of a filter panel (also used by the requests page). */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // The border and spacing sit on a wrapper: a fieldset's legend is drawn into its top border.
    <div className="border-b border-line py-5 first:pt-0 last:border-b-0 last:pb-0">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-fg">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/**
 * The filters of a browse page: categories, conditions, rental durations (borrow only) and the
 * price range. Every change goes straight to `onChange` (the URL); the same panel sits in the
 * desktop column and in the phone's bottom sheet.
 */
export function FilterPanel({
  type,
  filters,
  bounds,
  onChange,
}: {
  type: ListingType;
  filters: ListingPanelFilters;
  /** Null while the products page's highest price loads. */
  bounds: PriceBounds | null;
  onChange: (patch: Partial<ListingPanelFilters>) => void;
}) {
  return (
    <div>
      <Group legend="Categories">
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              checked={filters.category.includes(category)}
              onCheckedChange={() => onChange({ category: toggleValue(filters.category, category) })}
            >
              {CATEGORY_LABELS[category]}
            </Checkbox>
          ))}
        </div>
      </Group>
      <Group legend="Condition">
        <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
          {CONDITIONS.map((condition) => (
            <Checkbox
              key={condition}
              checked={filters.condition.includes(condition)}
              onCheckedChange={() => onChange({ condition: toggleValue(filters.condition, condition) })}
            >
              {CONDITION_LABELS[condition]}
            </Checkbox>
          ))}
        </div>
      </Group>
      {type === 'lend' ? (
        <Group legend="Rental duration">
          <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
            {DURATIONS.map((duration) => (
              <Checkbox
                key={duration}
                checked={filters.duration.includes(duration)}
                onCheckedChange={() => onChange({ duration: toggleValue(filters.duration, duration) })}
              >
                {DURATION_LABELS[duration]}
              </Checkbox>
            ))}
          </div>
        </Group>
      ) : null}
      <Group legend={type === 'lend' ? 'Rental amount' : 'Price range'}>
        {bounds ? (
          <PriceRangeFilter
            bounds={bounds}
            value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
            onChange={(range) => onChange(range)}
          />
        ) : (
          <div className="space-y-4" aria-hidden="true">
            <div className="grid grid-cols-2 gap-4">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
            <Skeleton className="h-2 w-full rounded-full" />
          </div>
        )}
      </Group>
    </div>
  );
}
