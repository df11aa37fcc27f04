// The finance_transactions table: the ledger, its totals and a month's breakdown.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { pageWithTotal } from '../../db/paging.js';

export type FinanceType = 'income' | 'expense';

export interface TransactionRow {
  id: string;
  type: FinanceType;
  category: string;
  amount: number;
  description: string;
  /** yyyy-mm-dd, as stored (a calendar day, no time zone). */
  date: string;
  createdAt: Date;
}

export interface TransactionFilter {
  type?: FinanceType;
  category?: string;
}

export interface NewTransaction {
  type: FinanceType;
  category: string;
  amount: number;
  description: string;
  date: string;
}

const selectRow = (db: Db | Knex.Transaction) =>
  ['id', 'type', 'category', 'amount', 'description', db.raw(`to_char(date, 'YYYY-MM-DD') AS date`), 'createdAt'] as const;

const latestFirst = [
  { column: 'date', order: 'desc' },
  { column: 'createdAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function filtered(db: Db, filter: TransactionFilter) {
  const query = db('financeTransactions');
  if (filter.type) query.where('type', filter.type);
  if (filter.category) query.where('category', filter.category);
  return query;
}

/** One page of transactions, date descending, with the total that match. */
export const listTransactions = (db: Db, filter: TransactionFilter, page: number, pageSize: number) =>
  pageWithTotal<TransactionRow>(filtered(db, filter).orderBy([...latestFirst]).select(...selectRow(db)), filtered(db, filter), page, pageSize);

/**
 * Every matching transaction, date descending, read in batches by keyset (each batch starts after
 * the last row of the one before), so an export of any size holds one batch in memory.
 */
export async function* eachTransaction(db: Db, filter: TransactionFilter, batchSize = 1000): AsyncGenerator<TransactionRow> {
  // The last row's own columns, read by the database: a JS Date would lose created_at's microseconds.
  let after: string | undefined;
  for (;;) {
    const query = filtered(db, filter).orderBy([...latestFirst]).limit(batchSize).select(...selectRow(db));
    if (after) query.whereRaw('(date, created_at, id) < (SELECT date, created_at, id FROM finance_transactions WHERE id = ?)', [after]);
    const rows = (await query) as TransactionRow[];
    yield* rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function insertTransaction(db: Knex.Transaction, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await db('financeTransactions').insert(values).returning([...selectRow(db)]);
  return row as TransactionRow;
}

/** All-time income and expenses. */
export async function totals(db: Db): Promise<{ income: number; expenses: number }> {
  const row = (await db('financeTransactions')
    .first(
      db.raw(`coalesce(sum(amount) FILTER (WHERE type = 'income'), 0) AS income`),
      db.raw(`coalesce(sum(amount) FILTER (WHERE type = 'expense'), 0) AS expenses`),
    )) as { income: number; expenses: number };
  return { income: Number(row.income), expenses: Number(row.expenses) };
}

export interface CategoryTotal {
  type: FinanceType;
  category: string;
  total: number;
  count: number;
}

/** Totals per category of the days from `from` (inclusive) to `to` (exclusive), largest first. */
export function categoryTotals(db: Db, from: string, to: string): Promise<CategoryTotal[]> {
  return db('financeTransactions')
    .where('date', '>=', from)
    .where('date', '<', to)
    .groupBy('type', 'category')
    .orderBy([{ column: 'total', order: 'desc' }, { column: 'category' }])
    .select('type', 'category', db.raw('sum(amount) AS total'), db.raw('count(*)::int AS count')) as unknown as Promise<CategoryTotal[]>;
}

/** The most recent transactions of the days from `from` to `to` (exclusive). */
export function recentTransactions(db: Db, from: string, to: string, limit: number): Promise<TransactionRow[]> {
  return db('financeTransactions')
    .where('date', '>=', from)
    .where('date', '<', to)
    .orderBy([...latestFirst])
    .limit(limit)
    .select(...selectRow(db)) as Promise<TransactionRow[]>;
}
