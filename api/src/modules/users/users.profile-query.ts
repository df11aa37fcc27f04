import { currentSubscriptionSql, type CurrentSubscriptionColumns } from '../subscriptions/index.js';
import type { SocialLinks } from './users.repository.js';

/**
 * The profile read (GET /api/users/{uid}), the hottest read of the accounts area: one indexed
 * lookup joined to the current subscription. The bench runs this same SQL on a bare server.
 */
export const profileSql = `
  SELECT u.id, u.email, u.full_name, u.phone, u.bio, u.social_links, u.profile_image, u.is_admin,
         u.joined_date, u.updated_at, u.monthly_listings_used, u.monthly_product_ads_used,
         u.last_listing_reset, u.extra_listings_purchased, u.extra_ads_purchased,
         ${currentSubscriptionSql.columns}
    FROM users u ${currentSubscriptionSql.joins}
   WHERE u.id = $1`;

export interface ProfileRow extends CurrentSubscriptionColumns {
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
