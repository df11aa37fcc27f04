// Offers in the demo conversations (issue 30): one waiting for Priya's answer on her drafter, a
// counter-offer waiting for Priya on Meera's watercolours, and Kabir's PS4 reserved for Rohan
// after Rohan accepted Kabir's counter (so browsing shows it Reserved). Each step is an offer
// message at the end of its chat, as the offers module writes them, with the notification it sent.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import type { Clock } from './time.js';

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
const HOUR = 3_600_000;

type Step = { by: 'buyer' | 'seller'; body: string; hoursAgo: number; unread: boolean; alert?: { title: string; body: string } };

interface DemoOffer {
  listing: string;
  buyer: string;
  amount: number;
  counterAmount: number | null;
  status: 'open' | 'countered' | 'accepted';
  steps: Step[];
}

const offers: DemoOffer[] = [
  {
    listing: 'Omega mini drafter with case',
    buyer: 'rahul',
    amount: 550,
    counterAmount: null,
    status: 'open',
    steps: [
      {
        by: 'buyer',
        body: `Offered ${rupees(550)}`,
        hoursAgo: 2.5,
        unread: true,
        alert: { title: 'New offer on Omega mini drafter with case', body: `Rahul Verma offered ${rupees(550)} for “Omega mini drafter with case” (your price: ${rupees(650)}). Accept, decline or counter it within 48 hours.` },
      },
    ],
  },
  {
    listing: 'Winsor & Newton watercolour set, 24 half pans',
    buyer: 'priya',
    amount: 900,
    counterAmount: 1050,
    status: 'countered',
    steps: [
      { by: 'buyer', body: `Offered ${rupees(900)}`, hoursAgo: 19, unread: false },
      {
        by: 'seller',
        body: `Countered with ${rupees(1050)}`,
        hoursAgo: 18.5,
        unread: true,
        alert: {
          title: 'Counter-offer on Winsor & Newton watercolour set, 24 half pans',
          body: `Meera Nair answered your offer of ${rupees(900)} for “Winsor & Newton watercolour set, 24 half pans” with ${rupees(1050)}. Accept or decline it within 48 hours.`,
        },
      },
    ],
  },
  {
    listing: 'PS4 Slim 1 TB with two controllers',
    buyer: 'rohan',
    amount: 15000,
    counterAmount: 16000,
    status: 'accepted',
    steps: [
      { by: 'buyer', body: `Offered ${rupees(15000)}`, hoursAgo: 6.5, unread: false },
      { by: 'seller', body: `Countered with ${rupees(16000)}`, hoursAgo: 6, unread: false },
      { by: 'buyer', body: `Accepted the counter-offer of ${rupees(16000)}`, hoursAgo: 5, unread: false },
    ],
  },
];

export async function insertOffers(trx: Knex.Transaction, people: Map<string, string>, listings: Map<string, SeededPost>, clock: Clock): Promise<void> {
  for (const o of offers) {
    const listing = listings.get(o.listing);
    if (!listing) throw new Error(`demo offers: no listing ${o.listing}`);
    const buyerId = people.get(o.buyer)!;
    const [userA, userB] = [buyerId, listing.ownerId].sort();
    const conversation = await trx('conversations').where({ itemId: listing.id, userA, userB }).first<{ id: string }>('id');
    if (!conversation) throw new Error(`demo offers: no chat about ${o.listing}`);
    const first = clock.ago(0, o.steps[0]!.hoursAgo);
    const last = clock.ago(0, o.steps.at(-1)!.hoursAgo);
    const accepted = o.status === 'accepted';
    const [offer] = await trx('offers')
      .insert({
        listingId: listing.id,
        conversationId: conversation.id,
        buyerId,
        sellerId: listing.ownerId,
        amount: o.amount,
        counterAmount: o.counterAmount,
        status: o.status,
        expiresAt: new Date(last.getTime() + 48 * HOUR),
        acceptedAt: accepted ? last : null,
        reservedUntil: accepted ? new Date(last.getTime() + 48 * HOUR) : null,
        createdAt: first,
        updatedAt: last,
      })
      .returning('id');
    const who = { buyer: buyerId, seller: listing.ownerId };
    const messages = o.steps.map((step) => {
      const senderId = who[step.by];
      const createdAt = clock.ago(0, step.hoursAgo);
      return { conversationId: conversation.id, senderId, receiverId: senderId === buyerId ? listing.ownerId : buyerId, body: step.body, offerId: offer.id, createdAt, readAt: step.unread ? null : createdAt };
    });
    await trx('messages').insert(messages);
    const end = messages.at(-1)!;
    await trx('conversations').where({ id: conversation.id }).update({ lastMessage: end.body, lastMessageSender: end.senderId, lastMessageAt: end.createdAt, updatedAt: end.createdAt });
    if (accepted) await trx('listings').where({ id: listing.id }).update({ reservedFor: buyerId, reservedUntil: new Date(last.getTime() + 48 * HOUR) });
    const link = `/chat/${listing.id}/${conversation.id}`;
    const alerts = o.steps.flatMap((step, i) =>
      step.alert
        ? [{ userId: step.by === 'buyer' ? listing.ownerId : buyerId, kind: 'offer', ...step.alert, link, dedupeKey: `offer:${offer.id}:${i === 0 ? 'made' : 'countered'}`, createdAt: clock.ago(0, step.hoursAgo) }]
        : [],
    );
    if (alerts.length) await trx('alerts').insert(alerts);
  }
}
