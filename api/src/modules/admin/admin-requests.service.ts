// The Product Requests panel's rules: every item request in the admin's view (the real
// requester even behind an anonymous alias), its switch and its delete.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import { toImage } from '../images/index.js';
import {
  deleteRequest,
  findRequestForAdmin,
  DEFAULT_ALIAS,
  listRequestsForAdmin,
  REQUEST_NOT_FOUND,
  requestStats,
  setRequestActive,
  type AdminRequestFilter,
  type AdminRequestRow,
} from '../requests/index.js';
import type { SessionUser } from '../users/index.js';

const toAdminItemRequest = (row: AdminRequestRow): Schemas['AdminItemRequest'] => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  category: row.category as Schemas['RequestCategory'],
  requestType: row.requestType,
  priceRange: row.priceRange as Schemas['PriceRange'],
  condition: row.condition as Schemas['RequestCondition'],
  productAge: row.productAgeYears === null ? null : { years: row.productAgeYears, months: row.productAgeMonths ?? 0 },
  tags: row.tags,
  images: (row.imageIds ?? []).map(toImage),
  isActive: row.isActive,
  expirationDate: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  requestedBy: { _id: row.requestedById, fullName: row.requesterName, email: row.requesterEmail },
  isAnonymous: row.isAnonymous,
  anonymousName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : null,
});

export async function listItemRequests(db: Db, filter: AdminRequestFilter, page: number, pageSize: number) {
  const { items, total } = await listRequestsForAdmin(db, filter, page, pageSize);
  return { items: items.map(toAdminItemRequest), total, page, pageSize };
}

export const itemRequestStats = (db: Db): Promise<Schemas['AdminItemRequestStats']> => requestStats(db);

/** The switch and its audit entry commit together. */
export async function setItemRequestActive(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  const row = await db.transaction(async (trx) => {
    if (!(await setRequestActive(trx, id, isActive))) throw notFound(REQUEST_NOT_FOUND);
    const request = (await findRequestForAdmin(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: isActive ? 'product-request.activate' : 'product-request.deactivate',
      targetType: 'product-request',
      targetId: id,
      summary: `${isActive ? 'Activated' : 'Deactivated'} the product request "${request.title}" by ${request.requesterName}`,
    });
    return request;
  });
  return toAdminItemRequest(row);
}

/** The requests module's own delete (an admin may delete any request), audited in its transaction; the pictures' files go after the commit. */
export const deleteItemRequest = (db: Db, dataDir: string, admin: SessionUser, id: string) =>
  deleteRequest(db, dataDir, admin, id, async (trx) => {
    const request = (await findRequestForAdmin(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'product-request.delete',
      targetType: 'product-request',
      targetId: id,
      summary: `Deleted the product request "${request.title}" by ${request.requesterName}`,
    });
  });
