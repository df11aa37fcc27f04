import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Aarav Sharma')).toBe('AS');
    expect(initialsOf('  priya  k  menon ')).toBe('PM');
    expect(initialsOf('riya')).toBe('R');
    expect(initialsOf('')).toBe('?');
  });
});
