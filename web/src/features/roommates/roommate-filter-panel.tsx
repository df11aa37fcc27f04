import { useId } from 'react';
import type { AccommodationType, Gender } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Group } from '../../ui/posts/filter-panel';
import { PriceRangeFilter } from '../../ui/posts/price-range-filter';
import { BUDGET_BOUNDS, type RoommateFilters } from './roommate-filters';
import { ACCOMMODATION_LABELS, ACCOMMODATION_TYPES, GENDER_LABELS, GENDERS } from '../../lib/posts/roommate-labels';

/** Any, Male, Female, Other as segments, two by two (four fit no narrow column) (radio buttons underneath); Any is no filter. */
function GenderChoice({ value, onChange }: { value: Gender | null; onChange: (value: Gender | null) => void }) {
  // The panel is on the page twice (desktop column, phone sheet): each copy its own radio group.
  const name = useId();
  const current = value ?? 'any';
  return (
    <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
      {GENDERS.map((gender) => (
        <label
          key={gender}
          className={cn(
            'flex h-10 cursor-pointer select-none items-center justify-center rounded-md text-sm font-semibold transition-colors sm:h-9',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary',
            current === gender ? 'bg-white text-primary-ink shadow-sm' : 'text-fg-muted hover:text-fg',
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={current === gender}
            onChange={() => onChange(gender === 'any' ? null : gender)}
          />
          {GENDER_LABELS[gender]}
        </label>
      ))}
    </div>
  );
}

const ACCOMMODATION_OPTIONS: Array<{ value: AccommodationType | null; label: string }> = [
  { value: null, label: 'Any accommodation' },
  ...ACCOMMODATION_TYPES.map((value) => ({ value, label: ACCOMMODATION_LABELS[value] })),
];

function AccommodationChoice({
  value,
  onChange,
}: {
  value: AccommodationType | null;
  onChange: (value: AccommodationType | null) => void;
}) {
  const name = useId();
  return (
    <div className="grid grid-cols-2 gap-x-3 lg:grid-cols-1">
      {ACCOMMODATION_OPTIONS.map((option) => (
        <label key={option.label} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-fg sm:min-h-9">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 shrink-0 accent-primary-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * The roommate finder's filters: gender preference, accommodation type and the monthly budget
 * (0 to 20000, the top meaning "and above"). Every change goes straight to `onChange` (the URL);
 * the same panel sits in the desktop column and in the phone's filter sheet.
 */
export function RoommateFilterPanel({
  filters,
  onChange,
}: {
  filters: RoommateFilters;
  onChange: (patch: Partial<RoommateFilters>) => void;
}) {
  return (
    <div>
      <Group legend="Gender preference">
        <GenderChoice value={filters.gender} onChange={(gender) => onChange({ gender })} />
      </Group>
      <Group legend="Accommodation">
        <AccommodationChoice
          value={filters.accommodationType}
          onChange={(accommodationType) => onChange({ accommodationType })}
        />
      </Group>
      <Group legend="Budget per month">
        <PriceRangeFilter
          bounds={BUDGET_BOUNDS}
          noun="budget"
          value={{ minPrice: filters.minBudget, maxPrice: filters.maxBudget }}
          onChange={({ minPrice, maxPrice }) => onChange({ minBudget: minPrice, maxBudget: maxPrice })}
        />
        <p className="mt-2 text-xs text-fg-subtle">The top of the range means ₹20,000 and above.</p>
      </Group>
    </div>
  );
}
