import type { Db } from '../../db/knex.js';
import type { SocialLinks } from './users.repository.js';

/**
 * The profile read (GET /api/users/{uid}), the hottest read of the accounts area: one indexed
 * lookup (the student's own view adds their current subscription, read beside it). The bench
 * runs this same SQL on a bare server.
 */
export const profileQuery = (db: Db, uid: string) =>
  db('users as u')
    .select(
      'u.id', 'u.email', 'u.fullName', 'u.phone', 'u.bio', 'u.socialLinks', 'u.profileImage', 'u.isAdmin', 'u.joinedDate',
      'u.updatedAt', 'u.monthlyListingsUsed', 'u.monthlyProductAdsUsed', 'u.lastListingReset', 'u.extraListingsPurchased',
      'u.extraAdsPurchased',
    )
    .where('u.id', uid);

export interface ProfileRow {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  bio: string;
  socialLinks: SocialLinks;
  profileImage: string | null;
  isAdmin: boolean;
  joinedDate: Date;
  updatedAt: Date;
  monthlyListingsUsed: number;
  monthlyProductAdsUsed: number;
  lastListingReset: Date;
  extraListingsPurchased: number;
  extraAdsPurchased: number;
}
