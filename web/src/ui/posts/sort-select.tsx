import { cn } from '../../lib/cn';
import { Select } from '../select';

export interface SortSelectProps<Sort extends string> {
  /** Ties the visible "Sort by" label to the select. */
  id: string;
  value: Sort;
  options: readonly Sort[];
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  /** The select's width; longer labels need a wider one. */
  selectClassName?: string;
}

/** The "Sort by" select of a browse page. */
export function SortSelect<Sort extends string>({
  id,
  value,
  options,
  labels,
  onChange,
  selectClassName = 'sm:w-44',
}: SortSelectProps<Sort>) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-fg-muted max-sm:sr-only">
        Sort by
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          // The DOM hands back a plain string; only a listed option may reach onChange.
          const next = options.find((sort) => sort === event.target.value);
          if (next !== undefined) onChange(next);
        }}
        className={cn('w-full', selectClassName)}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
