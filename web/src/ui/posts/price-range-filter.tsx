import { Slider } from 'radix-ui';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
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

/** How long typing in an amount pauses before the range applies (as the search box). */
export const PRICE_DEBOUNCE_MS = 400;

const sameRange = (a: PriceRange, b: PriceRange) => a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;
const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

/**
 * Two numeric inputs and a two-thumb slider (step 100) over `bounds`. Values at the ends of the
 * range mean "no limit" and are reported as null. Typing applies after a pause (at once on Enter
 * or when the field is left), a thumb when it is released. The fields keep their focus and text
 * while the range applies; a change of `value` from outside (a removed chip, Reset, Back)
 * replaces what they show. No remounting (key) is needed.
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
  const [minText, setMinText] = useState(amountText(value.minPrice));
  const [maxText, setMaxText] = useState(amountText(value.maxPrice));
  /**
   * The ranges applied (by us or from outside) that `value` has not moved past yet, oldest first;
   * the last is what `value` is expected to become. Two quick applies (leaving Min, then the pause
   * after typing Max) may both be reported before the first comes back: that first echo is ours,
   * not an outside change, and must not wipe what was typed since.
   */
  const applied = useRef<PriceRange[]>([value]);
  /** Whether the texts were typed since the range last applied (the pause timer runs). */
  const typing = useRef(false);
  const latest = useRef({ value, onChange, bounds });
  useEffect(() => {
    latest.current = { value, onChange, bounds };
  });

  // Outside changes replace the text; our own changes come back equal and are ignored.
  useEffect(() => {
    const echo = applied.current.findIndex((range) => sameRange(value, range));
    if (echo >= 0) {
      applied.current = applied.current.slice(echo);
      return;
    }
    applied.current = [{ minPrice: value.minPrice, maxPrice: value.maxPrice }];
    typing.current = false;
    setMinText(amountText(value.minPrice));
    setMaxText(amountText(value.maxPrice));
  }, [value]);

  const clamp = (amount: number) => Math.min(bounds.max, Math.max(bounds.min, amount));
  const typedMin = parseAmount(minText);
  const typedMax = parseAmount(maxText);
  let sliderLow = clamp(typeof typedMin === 'number' ? typedMin : bounds.min);
  let sliderHigh = clamp(typeof typedMax === 'number' ? typedMax : bounds.max);
  if (sliderLow > sliderHigh) [sliderLow, sliderHigh] = [sliderHigh, sliderLow];

  /** Applies a range; `tidy` also rewrites the fields to what applied (not while typing). */
  const apply = useCallback((minPrice: number | null, maxPrice: number | null, tidy: boolean) => {
    const { value: current, onChange: report, bounds: range } = latest.current;
    let low = minPrice !== null && minPrice > range.min ? minPrice : null;
    let high = maxPrice !== null && maxPrice < range.max ? maxPrice : null;
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    typing.current = false;
    if (tidy) {
      setMinText(amountText(low));
      setMaxText(amountText(high));
    }
    const next = { minPrice: low, maxPrice: high };
    if (!sameRange(next, current)) {
      applied.current = [...applied.current, next];
      report(next);
    } else {
      applied.current = [next];
    }
  }, []);

  const applyTyped = useCallback(
    (min: string, max: string, tidy: boolean) => {
      const { value: current } = latest.current;
      const low = parseAmount(min);
      const high = parseAmount(max);
      apply(low === undefined ? current.minPrice : low, high === undefined ? current.maxPrice : high, tidy);
    },
    [apply],
  );

  // Typing applies after a pause, keeping the text as typed (and the focus where it is).
  useEffect(() => {
    if (!typing.current) return;
    // Unless Enter, leaving the field or the slider applied it meanwhile.
    const timer = window.setTimeout(() => typing.current && applyTyped(minText, maxText, false), PRICE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [minText, maxText, applyTyped]);

  const onType = (set: (text: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    typing.current = true;
    set(event.target.value);
  };

  const commitTyped = () => applyTyped(minText, maxText, true);

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
              onChange={onType(setMinText)}
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
              onChange={onType(setMaxText)}
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
          typing.current = false;
          setMinText(low > bounds.min ? String(low) : '');
          setMaxText(high < bounds.max ? String(high) : '');
        }}
        onValueCommit={([low = bounds.min, high = bounds.max]) => apply(low, high, true)}
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
