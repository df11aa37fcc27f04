import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../src/modules/finance/finance.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Ravi Admin' }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const settingsRow = () => t.db('siteSettings').first();
const transactionCount = async () => Number((await t.db('financeTransactions').count({ n: '*' }))[0]!.n);
const auditOf = (action: string) => t.db('auditLog').where({ action }).orderBy('createdAt').select('actorName', 'targetType', 'targetId', 'summary');

/** A transaction straight in the table (the budget is not moved). */
async function entry(spec: { type?: 'income' | 'expense'; category?: string; amount?: number; description?: string; date: string; minute?: number }) {
  const type = spec.type ?? 'expense';
  const [row] = await t
    .db('financeTransactions')
    .insert({
      type,
      category: spec.category ?? (type === 'income' ? 'donations' : 'marketing'),
      amount: spec.amount ?? 100,
      description: spec.description ?? `Entry ${randomUUID().slice(0, 6)}`,
      date: spec.date,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, spec.minute ?? 0)),
    })
    .returning('id');
  return row.id as string;
}

const add = (body: Record<string, unknown>) => admin.post('/api/admin/finance/transactions').send(body);

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>) => [
    agent.get('/api/admin/finance/summary'),
    agent.get('/api/admin/finance/transactions'),
    agent.post('/api/admin/finance/transactions').send({ type: 'income', category: 'donations', amount: 10, description: 'X' }),
    agent.get('/api/admin/finance/transactions/export'),
    agent.put('/api/admin/finance/goals').send({ monthlyBudgetGoal: 5 }),
    agent.get('/api/admin/finance/report').query({ month: 1, year: 2026 }),
  ];

  it('needs a session on every call', async () => {
    for (const call of calls(t.request())) expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
  });

  it('refuses a student on every call (403 not-admin), and nothing changes', async () => {
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as ReturnType<TestApp['request']>)) {
      expect((await call.expect(403)).body).toMatchObject({ detail: DENIED, code: 'not-admin' });
    }
    expect(await transactionCount()).toBe(0);
    expect(await settingsRow()).toBeUndefined();
  });
});

describe('GET /api/admin/finance/summary', () => {
  it('creates the site settings with zero budget values when none exist', async () => {
    const res = await admin.get('/api/admin/finance/summary').expect(200);
    expect(res.body).toEqual({ totalBudget: 0, totalIncome: 0, totalExpenses: 0, monthlyBudgetGoal: 0, yearlyBudgetGoal: 0 });
    expect(await settingsRow()).toMatchObject({ siteName: 'Thriftz', totalBudget: 0 });
  });
});

describe('POST /api/admin/finance/transactions', () => {
  it('logs an income (the budget goes up) and an expense (it goes down), each audited', async () => {
    const income = await add({ type: 'income', category: 'sponsorships', amount: 5000, description: ' Campus fest sponsor ', date: '2026-11-02' }).expect(201);
    expect(income.body).toMatchObject({ type: 'income', category: 'sponsorships', amount: 5000, description: 'Campus fest sponsor', date: '2026-11-02' });
    const expense = await add({ type: 'expense', category: 'server-costs', amount: 1234.56, description: 'Hosting' }).expect(201);
    expect(expense.body).toMatchObject({ type: 'expense', amount: 1234.56, date: todayInIndia() });

    const summary = await admin.get('/api/admin/finance/summary').expect(200);
    expect(summary.body).toMatchObject({ totalBudget: 3765.44, totalIncome: 5000, totalExpenses: 1234.56 });
    const entries = await auditOf('finance.add-transaction');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorName: 'Ravi Admin', targetType: 'finance-transaction', targetId: income.body.id });
    expect(entries[0]!.summary).toBe('Logged an income of ₹5,000.00 (sponsorships, 2026-11-02): Campus fest sponsor');
    expect(entries[1]!.summary).toContain('Logged an expense of ₹1,234.56 (server-costs');
  });

  it('lets an expense take the budget below zero (the card shows the deficit)', async () => {
    const before = (await settingsRow()).totalBudget as number;
    await add({ type: 'expense', category: 'marketing', amount: before + 100, description: 'Posters' }).expect(201);
    expect((await settingsRow()).totalBudget).toBeCloseTo(-100, 2);
    await add({ type: 'income', category: 'donations', amount: before + 100, description: 'Alumni gift' }).expect(201);
  });

  it.each([
    [{ type: 'expense', category: 'marketing', description: 'No amount' }, 'Please fill in all fields'],
    [{ type: 'expense', category: 'marketing', amount: 10, description: '   ' }, 'Please fill in all fields'],
    [{ type: 'expense', category: 'marketing', amount: 10 }, 'Please fill in all fields'],
    [{ type: 'expense', amount: 10, description: 'No category' }, 'Please fill in all fields'],
    [{ type: 'expense', category: 'marketing', amount: 0, description: 'Zero' }, 'Please enter a valid amount'],
    [{ type: 'expense', category: 'marketing', amount: -5, description: 'Negative' }, 'Please enter a valid amount'],
    [{ type: 'expense', category: 'marketing', amount: 'abc', description: 'Text' }, 'Please enter a valid amount'],
    [{ type: 'expense', category: 'marketing', amount: 0.001, description: 'Under a paisa' }, 'Please enter a valid amount'],
    [{ type: 'expense', category: 'marketing', amount: 1e12, description: 'Too much' }, 'Please enter a valid amount'],
    [{ type: 'expense', category: 'donations', amount: 10, description: 'Wrong type' }, 'Choose one of the expense categories'],
    [{ type: 'income', category: 'pizza', amount: 10, description: 'Unknown' }, 'Choose one of the income categories'],
  ])('refuses %j with "%s", and nothing changes', async (body, message) => {
    const [count, before] = [await transactionCount(), await settingsRow()];
    const res = await add(body).expect(400);
    expect(res.body.detail).toBe(message);
    expect(await transactionCount()).toBe(count);
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses a bad date, a bad type and an unknown field', async () => {
    const count = await transactionCount();
    for (const body of [
      { type: 'expense', category: 'marketing', amount: 1, description: 'D', date: '24/11/2026' },
      { type: 'gift', category: 'marketing', amount: 1, description: 'D' },
      { type: 'expense', category: 'marketing', amount: 1, description: 'D', createdAt: '2020-01-01' },
    ]) {
      expect((await add(body).expect(400)).body.code).toBe('invalid-input');
    }
    expect(await transactionCount()).toBe(count);
  });
});

describe('GET /api/admin/finance/transactions', () => {
  it('lists date descending (newest entry first within a day), filtered by type and category, paginated', async () => {
    const a = await entry({ type: 'income', category: 'ad-revenue', date: '2025-03-10', minute: 1 });
    const b = await entry({ type: 'expense', category: 'legal-compliance', date: '2025-03-12', minute: 1 });
    const c = await entry({ type: 'income', category: 'ad-revenue', date: '2025-03-10', minute: 2 });
    const byCategory = await admin.get('/api/admin/finance/transactions').query({ category: 'ad-revenue' }).expect(200);
    expect(byCategory.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(byCategory.body.items.map((i: { id: string }) => i.id)).toEqual([c, a]);

    const all = await admin.get('/api/admin/finance/transactions').query({ pageSize: 100 }).expect(200);
    const ids = all.body.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(c));
    const dates = all.body.items.map((i: { date: string }) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const expenses = await admin.get('/api/admin/finance/transactions').query({ type: 'expense', pageSize: 100 }).expect(200);
    expect(expenses.body.items.every((i: { type: string }) => i.type === 'expense')).toBe(true);
    const page2 = await admin.get('/api/admin/finance/transactions').query({ category: 'ad-revenue', page: 2, pageSize: 1 }).expect(200);
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: a }] });
  });

  it('refuses an unknown category and a page size over 100', async () => {
    await admin.get('/api/admin/finance/transactions').query({ category: 'pizza' }).expect(400);
    await admin.get('/api/admin/finance/transactions').query({ pageSize: 101 }).expect(400);
  });
});

describe('PUT /api/admin/finance/goals', () => {
  it('sets both goals, a blank one as 0, and audits it', async () => {
    const res = await admin.put('/api/admin/finance/goals').send({ monthlyBudgetGoal: 25000, yearlyBudgetGoal: 300000.5 }).expect(200);
    expect(res.body).toMatchObject({ monthlyBudgetGoal: 25000, yearlyBudgetGoal: 300000.5 });
    expect(await settingsRow()).toMatchObject({ monthlyBudgetGoal: 25000, yearlyBudgetGoal: 300000.5 });
    const blank = await admin.put('/api/admin/finance/goals').send({ monthlyBudgetGoal: null }).expect(200);
    expect(blank.body).toMatchObject({ monthlyBudgetGoal: 0, yearlyBudgetGoal: 0 });
    const entries = await auditOf('finance.set-goals');
    expect(entries[0]).toMatchObject({ actorName: 'Ravi Admin', targetType: 'settings', summary: 'Set the budget goals: ₹25,000.00 a month, ₹3,00,000.50 a year' });
    await admin.put('/api/admin/finance/goals').send({ monthlyBudgetGoal: 25000, yearlyBudgetGoal: 300000 }).expect(200);
  });

  it.each([[{ monthlyBudgetGoal: -1 }], [{ yearlyBudgetGoal: 'lots' }], [{ yearlyBudgetGoal: 1e12 }]])('refuses %j and keeps the goals', async (body) => {
    const before = await settingsRow();
    const res = await admin.put('/api/admin/finance/goals').send(body).expect(400);
    expect(res.body.detail).toBe('Budget goals must be 0 or more');
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses a field the form does not have', async () => {
    await admin.put('/api/admin/finance/goals').send({ totalBudget: 5 }).expect(400);
  });
});

describe('GET /api/admin/finance/report', () => {
  it("answers a month's income, expenses, net, category breakdown and its 5 most recent", async () => {
    const year = Number(todayInIndia().slice(0, 4)) - 1;
    await entry({ type: 'income', category: 'subscriptions', amount: 1000, date: `${year}-02-01` });
    await entry({ type: 'income', category: 'subscriptions', amount: 500, date: `${year}-02-14` });
    await entry({ type: 'expense', category: 'development', amount: 2000, date: `${year}-02-20` });
    await entry({ type: 'expense', category: 'office-supplies', amount: 250.25, date: `${year}-02-28`, description: 'Last of February' });
    for (let i = 0; i < 3; i += 1) await entry({ type: 'expense', category: 'marketing', amount: 10, date: `${year}-02-05` });
    await entry({ type: 'income', category: 'donations', amount: 99, date: `${year}-03-01` });
    await entry({ type: 'income', category: 'donations', amount: 99, date: `${year}-01-31` });

    const res = await admin.get('/api/admin/finance/report').query({ month: 2, year }).expect(200);
    expect(res.body).toMatchObject({ month: 2, year, income: 1500, expenses: 2280.25, net: -780.25 });
    expect(res.body.categories).toEqual([
      { type: 'expense', category: 'development', total: 2000, count: 1 },
      { type: 'income', category: 'subscriptions', total: 1500, count: 2 },
      { type: 'expense', category: 'office-supplies', total: 250.25, count: 1 },
      { type: 'expense', category: 'marketing', total: 30, count: 3 },
    ]);
    expect(res.body.recent).toHaveLength(5);
    expect(res.body.recent[0]).toMatchObject({ description: 'Last of February', date: `${year}-02-28` });
    expect(res.body.recent.map((r: { date: string }) => r.date)).toEqual([`${year}-02-28`, `${year}-02-20`, `${year}-02-14`, `${year}-02-05`, `${year}-02-05`]);
  });

  it('answers an empty month with zeros and no rows', async () => {
    const year = Number(todayInIndia().slice(0, 4)) + 2;
    const res = await admin.get('/api/admin/finance/report').query({ month: 12, year }).expect(200);
    expect(res.body).toEqual({ month: 12, year, income: 0, expenses: 0, net: 0, categories: [], recent: [] });
  });

  it('refuses a year outside two before to two after the current one, and a month outside 1–12', async () => {
    const current = Number(todayInIndia().slice(0, 4));
    const far = await admin.get('/api/admin/finance/report').query({ month: 1, year: current - 3 }).expect(400);
    expect(far.body.detail).toBe(`Choose a year from ${current - 2} to ${current + 2}`);
    await admin.get('/api/admin/finance/report').query({ month: 1, year: current + 3 }).expect(400);
    await admin.get('/api/admin/finance/report').query({ month: 13, year: current }).expect(400);
    await admin.get('/api/admin/finance/report').query({ year: current }).expect(400);
  });
});

describe('GET /api/admin/finance/transactions/export', () => {
  it('streams the filtered transactions as CSV, date descending, formulas defused', async () => {
    await entry({ type: 'expense', category: 'legal-compliance', amount: 42, description: '=HYPERLINK("x")', date: '2024-12-31' });
    const res = await admin.get('/api/admin/finance/transactions/export').query({ category: 'legal-compliance' }).buffer(true).parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => cb(null, text));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="thriftz-finance-legal-compliance-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).replace(/^\ufeff/, '').trim().split('\n');
    expect(lines[0]).toBe('Date,Type,Category,Description,Amount');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2025-03-12,expense,legal-compliance,Entry \w+,100\.00$/);
    expect(lines[2]).toBe(`2024-12-31,expense,legal-compliance,"'=HYPERLINK(""x"")",42.00`);
  });
});

describe('GET /api/admin/finance/transactions/export: what is defused', () => {
  it("quotes only what a spreadsheet would run: phone numbers and negative numbers stay as they are", async () => {
    const cases = {
      '=SUM(A1)': "'=SUM(A1)",
      '@cmd': "'@cmd",
      "+cmd|' /C calc'!A0": "'+cmd|' /C calc'!A0",
      '-2+3': "'-2+3",
      '+91 90000 0009': '+91 90000 0009',
      '-12.5': '-12.5',
    };
    for (const description of Object.keys(cases)) await entry({ type: 'expense', category: 'office-supplies', amount: 1, description, date: '2024-01-02' });
    const res = await admin.get('/api/admin/finance/transactions/export').query({ category: 'office-supplies' }).buffer(true).parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => cb(null, text));
    });
    expect(res.status).toBe(200);
    const described = (res.body as string)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
      .slice(1)
      .filter((line) => line.startsWith('2024-01-02,'))
      // Date,Type,Category,Description,Amount: the description is what lies between the third comma and the last.
      .map((line) => line.split(',').slice(3, -1).join(','))
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
    expect(described.sort()).toEqual(Object.values(cases).sort());
  });
});

describe('the export reads in batches', () => {
  it('walks every row once across batch boundaries, in list order', async () => {
    const { eachTransaction } = await import('../../src/modules/finance/finance.repository.js');
    for (let i = 0; i < 7; i += 1) await entry({ type: 'income', category: 'other-income', date: '2024-06-01', minute: i % 3 });
    const listed = await admin.get('/api/admin/finance/transactions').query({ category: 'other-income', pageSize: 100 }).expect(200);
    const walked: string[] = [];
    for await (const row of eachTransaction(t.db, { category: 'other-income' }, 2)) walked.push(row.id);
    expect(walked).toEqual(listed.body.items.map((i: { id: string }) => i.id));
    expect(walked).toHaveLength(7);
  });
});
