import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { PriceRangeFilter, type PriceRange } from './price-range-filter';

const BOUNDS = { min: 0, max: 20_000 };

beforeAll(polyfillResizeObserver);

/** The filter as a page holds it: the applied range in state (the URL), re-rendered on every change. */
function Page({ onChange, initial = { minPrice: null, maxPrice: null } }: { onChange: (range: PriceRange) => void; initial?: PriceRange }) {
  const [range, setRange] = useState<PriceRange>(initial);
  return (
    <>
      <PriceRangeFilter
        bounds={BOUNDS}
        noun="budget"
        value={range}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
      />
      <button type="button" onClick={() => setRange({ minPrice: null, maxPrice: null })}>
        Reset
      </button>
    </>
  );
}

/**
 * A page whose URL catches up late (a slow phone): each reported range is held until "Deliver"
 * passes the oldest to the filter, and "Redraw" re-renders it with the range it has meanwhile.
 */
function LaggingPage({ onChange }: { onChange: (range: PriceRange) => void }) {
  const [shown, setShown] = useState<PriceRange>({ minPrice: null, maxPrice: null });
  const [queue] = useState<PriceRange[]>([]);
  return (
    <>
      <PriceRangeFilter
        bounds={BOUNDS}
        noun="budget"
        value={shown}
        onChange={(next) => {
          onChange(next);
          queue.push(next);
        }}
      />
      <button type="button" onClick={() => setShown({ ...shown })}>
        Redraw
      </button>
      <button type="button" onClick={() => queue.length > 0 && setShown(queue.shift()!)}>
        Deliver
      </button>
    </>
  );
}

/** Types 3000 in Min, Tab, then 9000 in Max, and waits until both have applied. */
async function typeMinThenMax(onChange: ReturnType<typeof vi.fn>) {
  const user = userEvent.setup();
  const min = screen.getByLabelText('Min budget');
  const max = screen.getByLabelText('Max budget');
  await user.click(min);
  await user.keyboard('3000');
  await user.tab();
  await user.keyboard('9000');
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ minPrice: 3000, maxPrice: 9000 }));
  return { min, max };
}

describe('PriceRangeFilter', () => {
  it('keeps a minimum and the maximum typed after it, with the focus, and applies both as they are typed', async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    // No Enter and no leaving the field: it applies after the pause.
    const { min, max } = await typeMinThenMax(onChange);
    expect(min).toHaveValue(3000);
    expect(max).toHaveValue(9000);
    expect(max).toHaveFocus();
  });

  it('shows a change made elsewhere (Reset, a removed chip) in its fields', async () => {
    const user = userEvent.setup();
    render(<Page onChange={vi.fn()} initial={{ minPrice: 1000, maxPrice: 5000 }} />);
    expect(screen.getByLabelText('Min budget')).toHaveValue(1000);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Min budget')).toHaveValue(null);
    expect(screen.getByLabelText('Max budget')).toHaveValue(null);
  });

  it('applies at once on Enter, and treats the ends of the range as no limit', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Page onChange={onChange} />);
    await user.click(screen.getByLabelText('Max budget'));
    await user.keyboard('20000{Enter}');
    await user.click(screen.getByLabelText('Min budget'));
    await user.keyboard('500{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 500, maxPrice: null });
    expect(screen.getByLabelText('Max budget')).toHaveValue(null);
  });

  it('keeps what was typed while the page catches up with ranges it reported one after another', async () => {
    const onChange = vi.fn();
    render(<LaggingPage onChange={onChange} />);
    const { min, max } = await typeMinThenMax(onChange);
    expect(onChange).toHaveBeenCalledTimes(2);

    // Re-drawn with the range from before either (the URL has not caught up), then the first echo.
    fireEvent.click(screen.getByRole('button', { name: 'Redraw' }));
    expect(max).toHaveValue(9000);
    fireEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redraw' }));
    expect(min).toHaveValue(3000);
    expect(max).toHaveValue(9000);
    fireEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(max).toHaveValue(9000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
