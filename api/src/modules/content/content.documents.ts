import type { Db } from '../../db/knex.js';
import { isBoost } from '../boosts/index.js';
import { findImage } from '../images/index.js';
import { findListingSeller } from '../listings/index.js';
import { existingRequestIds } from '../requests/index.js';
import { existingRoommatePostIds } from '../roommates/index.js';
import { findUserById } from '../users/index.js';

/** The original content API's document types this API has a module for. */
export type DocumentKind = 'productListing' | 'request' | 'roommateRequest' | 'userProfile' | 'sanity.imageAsset' | 'productAdBoost';

/** Which module owns the id (ids are random uuids, so at most one does). */
export async function kindOf(db: Db, id: string): Promise<DocumentKind | undefined> {
  const [listing, requests, roommatePosts, user, image, boost] = await Promise.all([
    findListingSeller(db, id),
    existingRequestIds(db, [id]),
    existingRoommatePostIds(db, [id]),
    findUserById(db, id),
    findImage(db, id),
    isBoost(db, id),
  ]);
  if (listing) return 'productListing';
  if (requests.length) return 'request';
  if (roommatePosts.length) return 'roommateRequest';
  if (user) return 'userProfile';
  if (image) return 'sanity.imageAsset';
  if (boost) return 'productAdBoost';
  return undefined;
}
