// The demo's ads: at least one in every position, drawn as SVG banners shipped with the student
// app (web/public/ads/), plus one paused and one finished so the panel's filters have something to show.
import type { Knex } from 'knex';
import type { Clock } from './time.js';

interface DemoAd {
  title: string;
  description: string;
  type: 'banner' | 'popup' | 'sidebar';
  position: 'homepage-hero' | 'product-listing' | 'sidebar' | 'header' | 'footer';
  picture: string;
  linkUrl: string;
  isActive?: boolean;
  /** Days from now the ad started (negative: ago) and ends; none for always. */
  window?: [number, number];
  days: number;
}

export const demoAds: DemoAd[] = [
  { title: 'Campus Fest Sale', description: 'Up to 50% off pre-loved gear all week.', type: 'banner', position: 'homepage-hero', picture: 'campus-fest-sale', linkUrl: '/products', window: [-2, 12], days: 3 },
  { title: 'Textbook Exchange', description: 'Swap last term’s books with your juniors.', type: 'banner', position: 'product-listing', picture: 'textbook-exchange', linkUrl: '/request', days: 5 },
  { title: 'Find your roommate', description: 'PGs, flats and hostel rooms near campus.', type: 'sidebar', position: 'sidebar', picture: 'roommate-finder', linkUrl: '/roommate-finder', days: 6 },
  { title: 'Go Pro', description: 'More listings and boosts every month.', type: 'banner', position: 'header', picture: 'go-pro', linkUrl: '/subscription-plans', days: 8 },
  { title: 'Open your own mini store', description: 'Sell to the whole campus from your own store page.', type: 'banner', position: 'footer', picture: 'mini-stores', linkUrl: '/how-it-works', days: 9 },
  { title: 'Cycle repair camp', description: 'Free check-ups at Gate 2 (paused until the next camp).', type: 'popup', position: 'product-listing', picture: 'cycle-repair', linkUrl: '/products', isActive: false, days: 20 },
  { title: 'Diwali lights sale', description: 'Finished last month.', type: 'banner', position: 'homepage-hero', picture: 'campus-fest-sale', linkUrl: '/products', window: [-40, -25], days: 41 },
];

const DAY = 24 * 60 * 60 * 1000;

export async function insertAds(trx: Knex.Transaction, clock: Clock) {
  const positions: { id: string; name: string }[] = await trx('adPositions').select('id', 'name');
  const idOf = new Map(positions.map((p) => [p.name, p.id]));
  const now = clock.ago(0).getTime();
  await trx('adContents').insert(
    demoAds.map((ad) => ({
      title: ad.title,
      description: ad.description,
      type: ad.type,
      positionId: idOf.get(ad.position)!,
      isActive: ad.isActive ?? true,
      startDate: ad.window ? new Date(now + ad.window[0] * DAY) : null,
      endDate: ad.window ? new Date(now + ad.window[1] * DAY) : null,
      imageUrl: `/ads/${ad.picture}.svg`,
      linkUrl: ad.linkUrl,
      createdAt: clock.ago(ad.days),
      updatedAt: clock.ago(ad.days),
    })),
  );
}
