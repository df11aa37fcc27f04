import { describe, expect, it } from 'vitest';
import { csvCell } from '../../src/modules/admin-reports/admin-reports.service.js';
import { defuseFormula } from '../../src/http/spreadsheet-safe.js';

describe('defuseFormula (the CSV downloads)', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['+1+1', "'+1+1"],
    ['-A1', "'-A1"],
    ['+91 9000x', "'+91 9000x"],
    ['\t=1', "'\t=1"],
    ['\r-1', "'\r-1"],
    ['\t12', "'\t12"],
  ])('puts a quote before what a spreadsheet would run: %j', (text, expected) => {
    expect(defuseFormula(text)).toBe(expected);
  });

  it.each(['+91 90000 0009', '-12.5', '+1 (800) 555-0100', '+919000000009', '-0', '42', 'Plain text', 'a=b', '', '-', '+'])(
    'leaves numbers, phone numbers and plain text as they are: %j',
    (text) => {
      expect(defuseFormula(text)).toBe(text);
    },
  );

  it("is the reports' cell rule for text (dates and yes/no aside)", () => {
    expect(csvCell('+91 90000 0009')).toBe('+91 90000 0009');
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
