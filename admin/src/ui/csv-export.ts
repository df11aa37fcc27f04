import { stringify } from 'csv-stringify/browser/esm/sync';

/** `thriftz-<name>-<yyyy-mm-dd>.csv`, the date in India time. */
export function csvFileName(name: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  return `thriftz-${name}-${day}.csv`;
}

/**
 * Downloads rows the page already holds as a CSV file (the panels whose lists are small enough
 * to hold; big reports are streamed by the server instead). `columns` names each column's header
 * and how to read it from a row.
 */
export function downloadCsv<T>(name: string, rows: readonly T[], columns: Record<string, (row: T) => unknown>): void {
  const headers = Object.keys(columns);
  const readers = Object.values(columns);
  const body = stringify([headers, ...rows.map((row) => readers.map((read) => csvCell(read(row))))]);
  // A BOM so spreadsheet apps read the rupee sign and names in UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Dates as ISO text, null as empty; and a ' before what a spreadsheet would run: a leading =, @, tab
 * or carriage return, or + or - followed by more than a plain number or phone number (the API's
 * defuseFormula rule: `+91 90000 0009` and `-12.5` stay as they are, `-2+3` does not).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const runnable = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][0-9 .()-]*$/.test(text));
  return runnable ? `'${text}` : text;
}
