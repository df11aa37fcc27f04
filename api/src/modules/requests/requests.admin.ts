// The back office's view of item requests: its filters, its row and item, its stat cards (the posts
// kernel's moderatedPosts does the rest; the admin module's routes call it through index.ts).
import type { Schemas } from '../../http/contract.js';
import { lifeOf, moderatedPosts, type ModerationStatus } from '../../posts/index.js';
import { toImage } from '../images/index.js';
import { requestFields } from './requests.fields.js';
import { requestKind } from './requests.kind.js';
import type { RequestDetailRow } from './requests.repository.js';
import { DEFAULT_ALIAS } from './requests.service.js';

export interface AdminRequestFilter {
  q?: string;
  status: ModerationStatus;
  requestType?: 'buy' | 'rent';
  category?: string;
}

/** A request as the back office sees it: its real requester's name and e-mail even behind an alias. */
export type AdminRequestRow = Pick<
  RequestDetailRow,
  | 'id' | 'title' | 'description' | 'category' | 'requestType' | 'priceRange' | 'condition' | 'productAgeYears' | 'productAgeMonths'
  | 'tags' | 'isActive' | 'expiresAt' | 'createdAt' | 'isAnonymous' | 'anonymousName' | 'requestedById' | 'requesterName' | 'imageIds'
> & { requesterEmail: string };

const toAdminItemRequest = (row: AdminRequestRow): Schemas['AdminItemRequest'] => ({
  _id: row.id,
  ...requestFields(row),
  images: (row.imageIds ?? []).map(toImage),
  ...lifeOf(row),
  requestedBy: { _id: row.requestedById, fullName: row.requesterName, email: row.requesterEmail },
  isAnonymous: row.isAnonymous,
  anonymousName: row.isAnonymous ? (row.anonymousName ?? DEFAULT_ALIAS) : null,
});

/** The back office's functions over requests (see moderatedPosts): the admin module's panel calls these. */
export const requestModeration = moderatedPosts<AdminRequestFilter, AdminRequestRow, Schemas['AdminItemRequestStats'], Schemas['AdminItemRequest']>(requestKind, {
  columns: [
    'r.id', 'r.title', 'r.description', 'r.category', 'r.requestType', 'r.priceRange', 'r.condition',
    'r.productAgeYears', 'r.productAgeMonths', 'r.tags', 'r.isActive', 'r.expiresAt', 'r.createdAt',
    'r.isAnonymous', 'r.anonymousName', 'r.requestedById', 'u.fullName as requesterName', 'u.email as requesterEmail',
  ],
  narrow(query, filter) {
    if (filter.requestType) query.where('r.requestType', filter.requestType);
    if (filter.category) query.where('r.category', filter.category);
    return query;
  },
  statCards: { buyRequests: "r.request_type = 'buy'", rentRequests: "r.request_type = 'rent'" },
  toItem: toAdminItemRequest,
});
