import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloaded } from './preloaded';

function Heart({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('a part preloaded when used', () => {
  it('loads nothing until a page renders it, then shows it once its code is there', async () => {
    const load = vi.fn(() => Promise.resolve(Heart));
    const Part = preloaded(load, { whenUsed: true });
    // Not as the app starts: a render starts it, or else the browser's first idle moment after the load.
    expect(load).not.toHaveBeenCalled();

    render(<Part label="Add to wishlist" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();

    // Loaded once: every later render has it at once, without suspending.
    render(<Part label="Add this one too" />);
    expect(screen.getByRole('button', { name: 'Add this one too' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a part preloaded at once', () => {
  it('starts loading as the app starts, before anything renders it', () => {
    const load = vi.fn(() => Promise.resolve(Heart));
    preloaded(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
