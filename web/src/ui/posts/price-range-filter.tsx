import { Slider } from 'radix-ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatRupees } from '../../lib/format';
import { controlClasses } from '../input';
import { cn } from '../../lib/cn';
import { PRICE_STEP, type PriceBounds } from '../../lib/posts/price-bounds';

export interface PriceRange {
  minPrice: number | null;
  maxPrice: number | null;
}

/** A typed amount: empty means no limit; anything unreadable or negative is ignored. */
function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

const inputClasses = cn(controlClasses, 'tabular h-11 pl-6 pr-2 sm:h-10');

/**
 * Two numeric inputs and a two-thumb slider (step 100) over `bounds`. Values at the ends of the
 * range mean "no limit" and are reported as null. Changes are committed when a thumb is released
 * or an input is left (or Enter is pressed). Remount it (key) when the committed range changes.
 */
export function PriceRangeFilter({
  bounds,
  value,
  onChange,
  noun = 'price',
}: {
  bounds: PriceBounds;
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  /** What the amounts are, for the labels ("Min budget"). */
  noun?: string;
}) {
  const id = useId();
  const [minText, setMinText] = useState(value.minPrice === null ? '' : String(value.minPrice));
  const [maxText, setMaxText] = useState(value.maxPrice === null ? '' : String(value.maxPrice));

  const clamp = (amount: number) => Math.min(bounds.max, Math.max(bounds.min, amount));
  const typedMin = parseAmount(minText);
  const typedMax = parseAmount(maxText);
  let sliderLow = clamp(typeof typedMin === 'number' ? typedMin : bounds.min);
  let sliderHigh = clamp(typeof typedMax === 'number' ? typedMax : bounds.max);
  if (sliderLow > sliderHigh) [sliderLow, sliderHigh] = [sliderHigh, sliderLow];

  const commit = (minPrice: number | null, maxPrice: number | null) => {
    let low = minPrice !== null && minPrice > bounds.min ? minPrice : null;
    let high = maxPrice !== null && maxPrice < bounds.max ? maxPrice : null;
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    setMinText(low === null ? '' : String(low));
    setMaxText(high === null ? '' : String(high));
    if (low !== value.minPrice || high !== value.maxPrice) onChange({ minPrice: low, maxPrice: high });
  };

  const commitTyped = () => {
    const min = parseAmount(minText);
    const max = parseAmount(maxText);
    commit(min === undefined ? value.minPrice : min, max === undefined ? value.maxPrice : max);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-min`} className="text-xs font-medium text-fg-muted">
            Min {noun}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-fg-subtle">
              ₹
            </span>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={0}
              step={PRICE_STEP}
              placeholder={String(bounds.min)}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              onBlur={commitTyped}
              onKeyDown={onKeyDown}
              className={inputClasses}
            />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-max`} className="text-xs font-medium text-fg-muted">
            Max {noun}
          </label>
          <div className="relative">
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-sm text-fg-subtle">
              ₹
            </span>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={0}
              max={bounds.max}
              step={PRICE_STEP}
              placeholder={String(bounds.max)}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              onBlur={commitTyped}
              onKeyDown={onKeyDown}
              className={inputClasses}
            />
          </div>
        </div>
      </div>

      <Slider.Root
        min={bounds.min}
        max={bounds.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={[sliderLow, sliderHigh]}
        onValueChange={([low = bounds.min, high = bounds.max]) => {
          setMinText(low > bounds.min ? String(low) : '');
          setMaxText(high < bounds.max ? String(high) : '');
        }}
        onValueCommit={([low = bounds.min, high = bounds.max]) => commit(low, high)}
        className="relative flex h-6 touch-none select-none items-center px-1"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        {[`Minimum ${noun}`, `Maximum ${noun}`].map((label) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            className="block size-5 rounded-full border-2 border-primary-solid bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
        ))}
      </Slider.Root>
      <div className="tabular flex justify-between text-xs text-fg-subtle" aria-hidden="true">
        <span>{formatRupees(bounds.min, { whole: true })}</span>
        <span>{formatRupees(bounds.max, { whole: true })}</span>
      </div>
    </div>
  );
}
