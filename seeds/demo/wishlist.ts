// What the demo student has saved: a few listings and requests of other students.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import type { Clock } from './time.js';

const savedListings = [
  'Winsor & Newton watercolour set, 24 half pans',
  'Ergonomic office chair',
  'Canon EOS 1500D with 18-55 mm lens',
  'Acoustic guitar, Yamaha F310',
  'Dell 24-inch monitor (P2419H)',
];
const savedRequests = ['Micropipette set for a project', 'Costume for the drama club play'];

export async function insertWishlist(
  trx: Knex.Transaction,
  userId: string,
  posts: { listings: Map<string, SeededPost>; requests: Map<string, SeededPost> },
  clock: Clock,
) {
  const item = (kind: 'product' | 'request', title: string, i: number) => {
    const post = (kind === 'product' ? posts.listings : posts.requests).get(title);
    if (!post) throw new Error(`demo wishlist: no ${kind} "${title}"`);
    return { userId, kind, itemId: post.id, createdAt: clock.ago(0, 2 + i * 5) };
  };
  await trx('wishlistItems').insert([
    ...savedListings.map((title, i) => item('product', title, i)),
    ...savedRequests.map((title, i) => item('request', title, i + savedListings.length)),
  ]);
}
