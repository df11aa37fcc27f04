// The Product Requests panel's rules: every item request in the admin's view (the real
// requester even behind an anonymous alias), its switch and its delete.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
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

export async function setItemRequestActive(db: Db, id: string, isActive: boolean) {
  const row = (await setRequestActive(db, id, isActive)) ? await findRequestForAdmin(db, id) : undefined;
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toAdminItemRequest(row);
}

/** The requests module's own delete (an admin may delete any request): the pictures' files go after the commit. */
export const deleteItemRequest = (db: Db, dataDir: string, admin: SessionUser, id: string) => deleteRequest(db, dataDir, admin, id);
