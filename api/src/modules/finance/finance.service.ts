// The Finance panel's rules: logging a transaction (and moving the budget), the goals, the cards and the month report.
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import { addToTotalBudget, lockSiteSettings, setBudgetGoalValues, siteSettings, type SettingsDefaults, type SiteSettingsRow } from '../settings/index.js';
import { isCategoryOf } from './finance-categories.js';
import * as repo from './finance.repository.js';

type Admin = { id: string; fullName: string };

export const financeMessages = {
  fillAllFields: 'Please fill in all fields',
  validAmount: 'Please enter a valid amount',
  category: (type: repo.FinanceType) => `Choose one of the ${type} categories`,
  goals: 'Budget goals must be 0 or more',
  year: (from: number, to: number) => `Choose a year from ${from} to ${to}`,
};

/** The report's years: two before to two after the current one. */
export const REPORT_YEARS_AROUND = 2;
export const RECENT_IN_REPORT = 5;

const fieldError = (path: string, message: string) => badRequest(message, 'invalid-input', [{ path, message }]);

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);

/** Today's date (yyyy-mm-dd) in India. */
export const todayInIndia = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

export const toTransaction = (row: repo.TransactionRow): Schemas['FinanceTransaction'] => ({
  id: row.id,
  type: row.type,
  category: row.category as Schemas['FinanceCategory'],
  amount: Number(row.amount),
  description: row.description,
  date: row.date,
  createdAt: row.createdAt.toISOString(),
});

const toSummary = (settings: SiteSettingsRow, totals: { income: number; expenses: number }): Schemas['FinanceSummary'] => ({
  totalBudget: settings.totalBudget,
  totalIncome: totals.income,
  totalExpenses: totals.expenses,
  monthlyBudgetGoal: settings.monthlyBudgetGoal,
  yearlyBudgetGoal: settings.yearlyBudgetGoal,
});

export async function getSummary(db: Db, defaults: SettingsDefaults): Promise<Schemas['FinanceSummary']> {
  const [settings, totals] = await Promise.all([siteSettings(db, defaults), repo.totals(db)]);
  return toSummary(settings, totals);
}

export async function listTransactions(db: Db, filter: repo.TransactionFilter, page: number, pageSize: number) {
  const { items, total } = await repo.listTransactions(db, filter, page, pageSize);
  return { items: items.map(toTransaction), total, page, pageSize };
}

/** The Add Transaction form's fields, checked in the spec's words. */
function checkedTransaction(input: JsonBody<'createFinanceTransaction'>, today: string): repo.NewTransaction {
  const description = input.description?.trim() ?? '';
  const category = input.category?.trim() ?? '';
  if (input.amount === undefined || !description || !category) throw badRequest(financeMessages.fillAllFields, 'invalid-input');
  const amount = Math.round(input.amount * 100) / 100;
  if (!(amount > 0)) throw fieldError('/body/amount', financeMessages.validAmount);
  if (!isCategoryOf(input.type, category)) throw fieldError('/body/category', financeMessages.category(input.type));
  return { type: input.type, category, amount, description, date: input.date ?? today };
}

/**
 * Logs an income or an expense, moves the total budget by it (up or down) and audits both, in
 * one transaction with the settings row locked, so concurrent logs add up.
 */
export async function addTransaction(db: Db, admin: Admin, input: JsonBody<'createFinanceTransaction'>, defaults: SettingsDefaults) {
  const values = checkedTransaction(input, todayInIndia());
  const row = await db.transaction(async (trx) => {
    await lockSiteSettings(trx, defaults);
    const created = await repo.insertTransaction(trx, values);
    await addToTotalBudget(trx, values.type === 'income' ? values.amount : -values.amount);
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'finance.add-transaction',
      targetType: 'finance-transaction',
      targetId: created.id,
      summary: `Logged ${values.type === 'income' ? 'an income' : 'an expense'} of ${rupees(values.amount)} (${values.category}, ${values.date}): ${values.description}`,
    });
    return created;
  });
  return toTransaction(row);
}

/** Saves both goals (a blank one is 0) and answers the cards. */
export async function setGoals(db: Db, admin: Admin, input: JsonBody<'setBudgetGoals'>, defaults: SettingsDefaults) {
  const goals = {
    monthlyBudgetGoal: Math.round((input.monthlyBudgetGoal ?? 0) * 100) / 100,
    yearlyBudgetGoal: Math.round((input.yearlyBudgetGoal ?? 0) * 100) / 100,
  };
  const settings = await db.transaction(async (trx) => {
    await lockSiteSettings(trx, defaults);
    const saved = await setBudgetGoalValues(trx, goals);
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'finance.set-goals',
      targetType: 'settings',
      targetId: 'site',
      summary: `Set the budget goals: ${rupees(goals.monthlyBudgetGoal)} a month, ${rupees(goals.yearlyBudgetGoal)} a year`,
    });
    return saved;
  });
  return toSummary(settings, await repo.totals(db));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A month's income, expenses, net, totals per category and its 5 most recent transactions. */
export async function getReport(db: Db, month: number, year: number, now = new Date()): Promise<Schemas['FinanceReport']> {
  const current = Number(todayInIndia(now).slice(0, 4));
  const [first, last] = [current - REPORT_YEARS_AROUND, current + REPORT_YEARS_AROUND];
  if (year < first || year > last) throw fieldError('/query/year', financeMessages.year(first, last));
  const from = `${year}-${pad(month)}-01`;
  const to = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const [categories, recent] = await Promise.all([repo.categoryTotals(db, from, to), repo.recentTransactions(db, from, to, RECENT_IN_REPORT)]);
  const sum = (type: repo.FinanceType) => categories.filter((c) => c.type === type).reduce((s, c) => s + Number(c.total), 0);
  const income = Math.round(sum('income') * 100) / 100;
  const expenses = Math.round(sum('expense') * 100) / 100;
  return {
    month,
    year,
    income,
    expenses,
    net: Math.round((income - expenses) * 100) / 100,
    categories: categories.map((c) => ({ type: c.type, category: c.category as Schemas['FinanceCategory'], total: Number(c.total), count: c.count })),
    recent: recent.map(toTransaction),
  };
}
