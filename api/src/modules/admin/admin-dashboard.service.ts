// The dashboard: the figures computed now, and the activity feed read from the audit log.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { countAudit, listAudit, type AuditRow } from '../audit/index.js';
import * as repo from './admin-dashboard.repository.js';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 30;

/** The change from the previous window to the last, in percent with one decimal; null when there is nothing to compare with. */
export function changePercent(recent: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((recent - previous) / previous) * 1000) / 10;
}

const toTrend = ({ total, recent, previous }: repo.WindowCounts): Schemas['DashboardTrend'] => ({
  total,
  last30Days: recent,
  previous30Days: previous,
  changePercent: changePercent(recent, previous),
});

export async function getDashboard(db: Db, now = new Date()): Promise<Schemas['AdminDashboard']> {
  const recentFrom = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const previousFrom = new Date(now.getTime() - 2 * WINDOW_DAYS * DAY_MS);
  const figures = await repo.dashboardFigures(db, now, recentFrom, previousFrom);
  return {
    users: toTrend(figures.users),
    products: toTrend(figures.products),
    miniStores: toTrend(figures.miniStores),
    activeOrders: toTrend(figures.activeOrders),
    activeSubscriptions: figures.activeSubscriptions,
    storeProducts: figures.storeProducts,
    // Sums of numeric(12,2) come back as floats: round off the binary noise.
    totalRevenue: Math.round(figures.totalRevenue * 100) / 100,
    generatedAt: now.toISOString(),
  };
}

const toActivity = (row: AuditRow): Schemas['AdminActivity'] => ({
  id: row.id,
  actorKind: row.actorKind,
  actorName: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  summary: row.summary,
  createdAt: row.createdAt.toISOString(),
});

export async function listActivity(db: Db, page: number, pageSize: number): Promise<Schemas['AdminActivityPage']> {
  const [rows, total] = await Promise.all([listAudit(db, pageSize, (page - 1) * pageSize), countAudit(db)]);
  return { items: rows.map(toActivity), total, page, pageSize };
}
