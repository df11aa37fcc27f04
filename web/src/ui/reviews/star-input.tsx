import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * Choosing 1 to 5 stars: five native radio buttons (arrow keys move between them, the screen
 * reader hears "3 stars, Good"), drawn as stars that fill up to the choice.
 */
export function StarInput({ value, onChange, error, name }: { value: number | null; onChange: (rating: number) => void; error?: string; name?: string }) {
  const id = useId();
  const group = name ?? `rating-${id}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-fg">
        Your rating<span aria-hidden="true" className="ml-0.5 text-danger">*</span>
      </legend>
      <div className="mt-1.5 flex items-center gap-1">
        {WORDS.map((word, index) => {
          const n = index + 1;
          const on = value !== null && n <= value;
          return (
            <label key={n} className="group relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
              <input
                type="radio"
                name={group}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
                aria-label={`${n} star${n === 1 ? '' : 's'}, ${word}`}
              />
              <Star aria-hidden="true" className={cn('size-8 transition-colors', on ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400 group-hover:text-amber-500')} />
            </label>
          );
        })}
        <span className="ml-2 text-sm text-fg-muted" aria-live="polite">
          {value ? WORDS[value - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-ink">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
