// The Export CSV of the filtered transactions, streamed (csv-stringify) batch by batch, never held whole in memory.
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/knex.js';
import { defuseFormula } from '../../http/spreadsheet-safe.js';
import * as repo from './finance.repository.js';
import { todayInIndia } from './finance.service.js';

export async function sendTransactionsCsv(db: Db, filter: repo.TransactionFilter, res: Response): Promise<void> {
  const name = ['thriftz-finance', filter.type, filter.category, todayInIndia()].filter(Boolean).join('-');
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.csv"`,
    'Cache-Control': 'no-store',
  });
  // A BOM so spreadsheet apps read the text as UTF-8.
  res.write('\ufeff');
  const csv = stringify({
    header: true,
    columns: ['Date', 'Type', 'Category', 'Description', 'Amount'],
    cast: { number: (n) => n.toFixed(2) },
  });
  const toCells = async function* (rows: AsyncIterable<repo.TransactionRow>) {
    for await (const row of rows) yield [row.date, row.type, row.category, defuseFormula(row.description), Number(row.amount)];
  };
  await pipeline(repo.eachTransaction(db, filter), toCells, csv, res);
}
