// The site_settings table: one row (key 'site'), created on first read with the deployment's defaults.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

type Conn = Db | Knex.Transaction;

export interface SiteSettingsRow {
  totalBudget: number;
  monthlyBudgetGoal: number;
  yearlyBudgetGoal: number;
  siteName: string;
  campusEmailDomains: string[];
  boostPrice: number;
  boostHours: number;
  launchAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns the Settings form writes. */
export interface SettingsColumns {
  siteName?: string;
  campusEmailDomains?: string[];
  boostPrice?: number;
  boostHours?: number;
  launchAt?: Date | null;
}

export type NewSettings = Required<Omit<SettingsColumns, 'launchAt'>>;

const columns = [
  'totalBudget',
  'monthlyBudgetGoal',
  'yearlyBudgetGoal',
  'siteName',
  'campusEmailDomains',
  'boostPrice',
  'boostHours',
  'launchAt',
  'createdAt',
  'updatedAt',
] as const;

export async function findSettings(db: Conn, lock = false): Promise<SiteSettingsRow | undefined> {
  const query = db('siteSettings').where({ key: 'site' }).first(...columns);
  if (lock) query.forUpdate();
  return query as Promise<SiteSettingsRow | undefined>;
}

/** The row with zero budget values; a concurrent first read that inserted it first wins. */
export async function insertSettingsIfMissing(db: Conn, values: NewSettings): Promise<void> {
  await db('siteSettings').insert({ key: 'site', ...values }).onConflict('key').ignore();
}

export async function updateSettings(db: Conn, values: SettingsColumns & { totalBudget?: number; monthlyBudgetGoal?: number; yearlyBudgetGoal?: number }): Promise<SiteSettingsRow> {
  const [row] = await db('siteSettings')
    .where({ key: 'site' })
    .update({ ...values, updatedAt: db.fn.now() })
    .returning([...columns]);
  return row as SiteSettingsRow;
}

/** Moves the total budget by `delta` rupees (negative for an expense), in the database so concurrent logs add up. */
export async function addToTotalBudget(db: Conn, delta: number): Promise<void> {
  await db('siteSettings')
    .where({ key: 'site' })
    .update({ totalBudget: db.raw('total_budget + ?', [delta]), updatedAt: db.fn.now() });
}
