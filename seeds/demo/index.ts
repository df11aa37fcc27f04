/**
 * The demo campus, seeded once into an empty database (`npm start`, `npm run db:reset`, unless
 * SEED_DEMO is off): a dozen students with avatars, sixty listings over every category (sell and
 * lend, a few boosted, sold or about to expire), fifteen requests, ten roommate posts, chats with
 * unread messages and a wishlist for the demo student, a subscriber, purchased extras and the
 * boosts behind the boosted listings, three mini stores with their products (the demo student
 * owns one) and the mini-store home's slides and promos, ads in every position and contact-form
 * messages in every status. Dates are relative to now.
 * owns one) and the mini-store home's slides and promos, and a few reports in the moderation queue.
 * Dates are relative to now.
 *
 * The rows are one transaction (a seed that fails there leaves the database empty, and the next
 * start tries again); the pictures follow, stored like uploads, a few seconds' work.
 */
import type { Db } from '../../api/src/db/knex.js';
import { toImage, type PictureStore } from '../../api/src/modules/images/index.js';
import { insertActivity } from './activity.js';
import { insertAlerts } from './alerts.js';
import { insertConversations } from './chat.js';
import { insertEarlyBirds } from './early-access.js';
import { insertFinance } from './finance.js';
import { insertEmails } from './emails.js';
import { insertListings } from './listings.js';
import { insertReports } from './moderation.js';
import { insertNotifications } from './notifications.js';
import { insertPayments } from './payments.js';
import { insertRecruitmentApplications } from './recruitment.js';
import { insertAds } from './ads.js';
import { insertContactSubmissions } from './contact-submissions.js';
import { demoAccounts, insertPeople, people } from './people.js';
import { avatarSvg, storePictures, type PictureJob } from './pictures.js';
import { insertRequests } from './requests.js';
import { insertReviews } from './reviews.js';
import { insertRoommatePosts } from './roommates.js';
import { insertSavedSearches } from './saved-searches.js';
import { insertOrders } from './orders.js';
import { insertOffers } from './offers.js';
import { insertStores } from './stores.js';
import { insertSubscriptions } from './subscriptions.js';
import { createClock } from './time.js';
import { insertWishlist } from './wishlist.js';

export { demoAccounts, DEMO_PEOPLE_PASSWORD } from './people.js';
export { DEMO_STORE_ENTRY_CODE, demoStores, type SeededStore, type SeededStoreProduct } from './stores.js';

/** Held while seeding, so two instances starting on one empty database seed it once. */
const DEMO_SEED_LOCK = 0x7468_7266; // "thrf"

/**
 * `pictures`: the configured picture store, where the demo's pictures land as uploads do (a bucket
 * every instance reads with PICTURE_STORAGE=s3). `storeCodeSecret`: the server's key for store
 * entry codes (config.storePortal.codeSecret), so the demo store's code opens it.
 */
export async function seedDemo(db: Db, pictures: PictureStore, storeCodeSecret: string): Promise<boolean> {
  const jobs = await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [DEMO_SEED_LOCK]);
    if (await trx('users').first('id')) return undefined;
    const clock = createClock();
    // One statement at a time: a transaction is one connection.
    const ids = await insertPeople(trx, clock);
    const listings = await insertListings(trx, ids, clock);
    const requests = await insertRequests(trx, ids, clock);
    const roommates = await insertRoommatePosts(trx, ids, clock);
    const posts = { listings: listings.byTitle, requests: requests.byTitle, roommates: roommates.byTitle };
    await insertConversations(trx, ids, posts, clock);
    // Offers at the end of three of those chats (one listing reserved).
    await insertOffers(trx, ids, listings.byTitle, clock);
    await insertWishlist(trx, ids.get('priya')!, posts, clock);
    await insertPayments(trx, ids, listings.byTitle, clock);
    await insertSubscriptions(trx, ids, clock);
    await insertEarlyBirds(trx, ids, clock);
    const stores = await insertStores(trx, ids, clock, storeCodeSecret);
    // Orders in every state in the demo stores (found by slug), stock reserved as checkout does.
    await insertOrders(trx, ids, clock);
    // Buyers named for sold listings and ratings both ways, and reviews of delivered orders.
    await insertReviews(trx, ids, listings.byTitle, clock);
    await insertActivity(trx, ids, clock);
    await insertFinance(trx, clock);
    await insertRecruitmentApplications(trx, clock);
    await insertEmails(trx, ids, clock);
    await insertAds(trx, clock);
    await insertContactSubmissions(trx, clock, demoAccounts.admin.fullName);
    await insertReports(trx, ids, listings.byTitle, clock);
    await insertNotifications(trx, clock);
    // What the bell would have said about the orders, refunds and reports above.
    await insertAlerts(trx, ids, clock);
    // Saved searches with matches among the listings above, and the bell's notifications of them.
    await insertSavedSearches(trx, ids, clock);
    const avatars: PictureJob[] = people.map((p, i) => {
      const id = ids.get(p.key)!;
      return { kind: 'avatar', targetId: id, ownerId: id, svgs: [avatarSvg(p.fullName, i + 1)] };
    });
    return { avatars, posts: [...listings.pictures, ...requests.pictures, ...roommates.pictures, ...stores.pictures] };
  });
  if (!jobs) return false;
  // Stored as uploads are, each in its own statements over the pool, several at once.
  const stored = await storePictures(db, pictures, [...jobs.avatars, ...jobs.posts]);
  await db.raw(`UPDATE users u SET profile_image = a.url FROM unnest(?::uuid[], ?::text[]) AS a(id, url) WHERE u.id = a.id`, [
    jobs.avatars.map((a) => a.targetId),
    jobs.avatars.map((job) => toImage(stored.get(job)![0]!).mainUrl),
  ]);
  return true;
}
