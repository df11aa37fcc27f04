// The Finance panel's calls (admins only).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import { settingsDefaults } from '../settings/index.js';
import { sendTransactionsCsv } from './finance-export.js';
import * as service from './finance.service.js';

export function financeRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const defaults = settingsDefaults(config);

  router.get('/api/admin/finance/summary', requireAdmin, async (_req, res) => {
    res.json(await service.getSummary(db, defaults));
  });

  router.get('/api/admin/finance/transactions', requireAdmin, async (req, res) => {
    const { type, category, page = 1, pageSize = 25 } = req.query as Query<'listFinanceTransactions'>;
    res.json(await service.listTransactions(db, { type, category }, page, pageSize));
  });

  router.post('/api/admin/finance/transactions', requireAdmin, async (req, res) => {
    res.status(201).json(await service.addTransaction(db, req.user!, req.body as JsonBody<'createFinanceTransaction'>, defaults));
  });

  router.get('/api/admin/finance/transactions/export', requireAdmin, async (req, res) => {
    const { type, category } = req.query as Query<'exportFinanceTransactions'>;
    await sendTransactionsCsv(db, { type, category }, res);
  });

  router.put('/api/admin/finance/goals', requireAdmin, async (req, res) => {
    res.json(await service.setGoals(db, req.user!, req.body as JsonBody<'setBudgetGoals'>, defaults));
  });

  router.get('/api/admin/finance/report', requireAdmin, async (req, res) => {
    const { month, year } = req.query as unknown as Query<'getFinanceReport'>;
    res.json(await service.getReport(db, month, year));
  });

  return router;
}
