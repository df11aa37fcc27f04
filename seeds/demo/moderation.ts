// The Moderation panel's queue on first start: two open reports (a listing and a person) and one
// already dismissed, filed by demo students.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import type { Clock } from './time.js';

export async function insertReports(trx: Knex.Transaction, ids: Map<string, string>, listings: Map<string, SeededPost>, clock: Clock) {
  const listing = (title: string) => {
    const post = listings.get(title);
    if (!post) throw new Error(`demo reports: no listing "${title}"`);
    return post.id;
  };
  const person = (key: string) => ids.get(key)!;
  await trx('reports').insert([
    {
      itemType: 'listing',
      itemId: listing('Dell 24-inch monitor (P2419H)'),
      reason: 'Incorrect information',
      description: 'The photos are from a shop website and the seller asked me to pay the full price in advance before meeting.',
      reporterId: person('priya'),
      createdAt: clock.ago(1, 3),
      updatedAt: clock.ago(1, 3),
    },
    {
      itemType: 'user',
      itemId: person('vikram'),
      reason: 'Harassment',
      description: 'Kept messaging me late at night after I said my cycle was already sold.',
      reporterId: person('meera'),
      contactEmail: null,
      createdAt: clock.ago(0, 6),
      updatedAt: clock.ago(0, 6),
    },
    {
      itemType: 'listing',
      itemId: listing('Canon EOS 1500D with 18-55 mm lens'),
      reason: 'Other',
      description: 'Price seems too low, might be a scam?',
      reporterId: person('rohan'),
      status: 'dismissed',
      resolution: 'dismissed',
      resolutionNote: 'Checked with the seller: the camera is genuine, the price is just low.',
      resolvedById: person('arjun'),
      resolvedByName: 'Arjun Mehta',
      resolvedAt: clock.ago(2),
      createdAt: clock.ago(3),
      updatedAt: clock.ago(2),
    },
  ]);
}
