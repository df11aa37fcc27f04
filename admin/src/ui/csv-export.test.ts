import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-export';

describe('csvCell', () => {
  it('quotes what a spreadsheet would run', () => {
    for (const text of ['=SUM(A1)', '@cmd', "+cmd|' /C calc'!A0", '-2+3', '\t=1', '\r1']) expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves phone numbers, numbers and plain text as they are', () => {
    for (const value of ['+91 90000 0009', '-12.5', '+1 (800) 555-0100', -12.5, 'Plain text']) expect(csvCell(value)).toBe(String(value));
    expect(csvCell(null)).toBe('');
  });
});
