import { describe, expect, it } from 'vitest';
import { breakpointOf } from './design-debugger-page';

describe('breakpointOf', () => {
  it.each([
    [390, 'base'],
    [639, 'base'],
    [640, 'sm'],
    [800, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1600, '2xl'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointOf(width)).toBe(name);
  });
});
