import { render, screen, waitFor } from '@testing-library/react';
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

describe('PriceRangeFilter', () => {
  it('keeps a minimum and the maximum typed after it, with the focus, and applies both as they are typed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Page onChange={onChange} />);
    const min = screen.getByLabelText('Min budget');
    const max = screen.getByLabelText('Max budget');

    await user.click(min);
    await user.keyboard('3000');
    await user.tab();
    await user.keyboard('9000');
    // No Enter and no leaving the field: it applies after the pause.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ minPrice: 3000, maxPrice: 9000 }));
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
});
