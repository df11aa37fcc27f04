import { describe, expect, it } from 'vitest';
import { resultCountLabel, toggleValue } from './browse-params';

describe('toggleValue', () => {
  it('toggles a value in and out', () => {
    expect(toggleValue(['a', 'b'], 'b')).toEqual(['a']);
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
  });
});

describe('resultCountLabel', () => {
  it('counts results, and says 1,000+ when the count is capped', () => {
    expect(resultCountLabel(0, false)).toBe('0 results');
    expect(resultCountLabel(1, false)).toBe('1 result');
    expect(resultCountLabel(1000, false)).toBe('1,000 results');
    expect(resultCountLabel(1000, true)).toBe('1,000+ results');
  });
});
