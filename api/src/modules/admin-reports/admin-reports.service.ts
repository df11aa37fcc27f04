import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/knex.js';
import { defuseFormula } from '../../http/spreadsheet-safe.js';
import { reportColumns } from './admin-reports.columns.js';
import { countReport, reportPage, type ReportCursor, type ReportRow, type ReportType, type ReportValue } from './admin-reports.repository.js';

const PREVIEW_ROWS = 50;
/** Rows per query of the CSV: big enough to be quick, small enough that memory stays flat. */
export const CSV_BATCH = 1000;

const previewValue = (v: ReportValue | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));

/** The panel's table: the first rows, the record count and when it was generated. */
export async function reportPreview(db: Db, type: ReportType) {
  const columns = reportColumns[type];
  const [rows, total] = await Promise.all([reportPage(db, type, null, PREVIEW_ROWS), countReport(db, type)]);
  return {
    type,
    total,
    generatedAt: new Date().toISOString(),
    columns,
    rows: rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, previewValue(row[c.key])]))),
  };
}

/** `thriftz-users-report-2026-11-24.csv`: the report's type and today's date in India. */
export function reportFileName(type: ReportType, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  return `thriftz-${type}-report-${day}.csv`;
}

/**
 * A cell as a spreadsheet should see it: dates as ISO text, yes/no, and text a spreadsheet would
 * run as a formula prefixed with ' (defuseFormula; numbers and phone numbers stay as they are).
 */
export function csvCell(value: ReportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return defuseFormula(String(value));
}

/**
 * The rows a page at a time, each page read only when the previous one has been written out:
 * the consumer's pace (backpressure) decides when the next query runs, so memory holds one page
 * whatever the report's size, and no connection is held between pages (a slow download cannot
 * take the pool). Stopping the stream (a client that went away) stops the queries.
 */
async function* reportRows(db: Db, type: ReportType): AsyncGenerator<string[]> {
  const columns = reportColumns[type];
  yield columns.map((c) => c.label);
  let cursor: ReportCursor | null = null;
  for (;;) {
    const page: ReportRow[] = await reportPage(db, type, cursor, CSV_BATCH);
    for (const row of page) yield columns.map((c) => csvCell(row[c.key]));
    if (page.length < CSV_BATCH) return;
    const last = page[page.length - 1]!;
    cursor = { at: last.cursorAt, id: last.cursorId };
  }
}

/** The whole report as CSV text, header row first (UTF-8 with a byte-order mark so spreadsheets read ₹ and names right). */
export function reportCsv(db: Db, type: ReportType): { rows: Readable; csv: NodeJS.ReadWriteStream } {
  const rows = Readable.from(reportRows(db, type), { objectMode: true, highWaterMark: 16 });
  const csv = stringify({ bom: true });
  return { rows, csv };
}
