import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours, with gaps', () => {
    expect(pageWindow(10, 42)).toEqual([1, null, 9, 10, 11, null, 42]);
    expect(pageWindow(1, 42)).toEqual([1, 2, 3, 4, null, 42]);
    expect(pageWindow(42, 42)).toEqual([1, null, 39, 40, 41, 42]);
  });
});
