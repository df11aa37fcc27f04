// Conversations between demo students about their posts, with messages the demo student has not
// read yet. Rows shaped as the chat module keeps them (ordered pair, both members' views, the
// last-message summary), written in one insert per table.
import type { Knex } from 'knex';
import type { SeededPost } from './listings.js';
import type { Clock } from './time.js';

type About = { listing: string } | { request: string } | { roommate: string };

interface DemoConversation {
  about: About;
  /** The one who wrote first; the other is the post's owner. */
  from: string;
  /** Who wrote each message (`from` or `owner`) and what; a few minutes apart. */
  messages: ['from' | 'owner', string][];
  /** When the first message was sent. */
  hoursAgo: number;
  /** How many of the last messages are still unread by their receiver. */
  unread: number;
}

const conversations: DemoConversation[] = [
  {
    about: { listing: 'Omega mini drafter with case' },
    from: 'rahul',
    messages: [
      ['from', 'Hi Priya! Is the mini drafter still available?'],
      ['owner', 'Yes, it is. Barely used, all the scales are there.'],
      ['from', 'Great. Would you take 550? My cousin joins first year next week.'],
      ['from', 'I can pick it up from the library today after 5.'],
    ],
    hoursAgo: 3,
    unread: 2,
  },
  {
    about: { listing: 'Winsor & Newton watercolour set, 24 half pans' },
    from: 'priya',
    messages: [
      ['from', 'Hey Meera, how full are the pans in the watercolour set?'],
      ['owner', 'Most are about 70% full, the blues a bit less. I can send you a photo of the open box.'],
      ['from', 'That would be lovely, thanks!'],
      ['owner', 'Sent it on WhatsApp. If you like it, I am in the architecture studio till 7 today.'],
    ],
    hoursAgo: 20,
    unread: 1,
  },
  {
    about: { request: 'Looking for Thermodynamics by P.K. Nag' },
    from: 'divya',
    messages: [
      ['from', 'Hi! My senior left me P.K. Nag, 6th edition, in good shape. Interested?'],
      ['from', 'I am asking 350 but can do 300 if you take it this week.'],
    ],
    hoursAgo: 1,
    unread: 2,
  },
  {
    about: { roommate: 'Flatmate needed near the north gate' },
    from: 'priya',
    messages: [
      ['from', 'Hi Kabir, asking for a friend: is the room still free from next month?'],
      ['owner', 'Yes! Rent is 7,500 including Wi-Fi. Your friend can come and see it on Saturday.'],
      ['from', 'Perfect, I will tell him. Thanks!'],
    ],
    hoursAgo: 50,
    unread: 0,
  },
  {
    about: { listing: 'Hero Sprint cycle, weekends only' },
    from: 'aditya',
    messages: [
      ['from', 'Could I borrow the cycle this Saturday? Need to get components from SP Road.'],
      ['owner', 'Sure, Saturday is free. Pick it up at the library at 9?'],
      ['from', 'Done. I will bring the 500 deposit in cash.'],
      ['owner', 'See you then.'],
      ['from', 'Returned it at the library stand, tyres pumped. Thanks a lot!'],
    ],
    hoursAgo: 30,
    unread: 1,
  },
  {
    about: { listing: 'PS4 Slim 1 TB with two controllers' },
    from: 'rohan',
    messages: [
      ['from', 'Is the PS4 price negotiable? Would you do 15k?'],
      ['owner', 'Lowest I can go is 16k, the four games alone are worth 4k.'],
      ['from', 'Fair. Let me check with my roommate and come back tonight.'],
    ],
    hoursAgo: 7,
    unread: 1,
  },
];

const postOf = (about: About, posts: { listings: Map<string, SeededPost>; requests: Map<string, SeededPost>; roommates: Map<string, SeededPost> }) => {
  if ('listing' in about) return { type: 'product', post: posts.listings.get(about.listing), column: 'listingId' } as const;
  if ('request' in about) return { type: 'request', post: posts.requests.get(about.request), column: 'requestId' } as const;
  return { type: 'roommate', post: posts.roommates.get(about.roommate), column: 'roommatePostId' } as const;
};

export async function insertConversations(
  trx: Knex.Transaction,
  people: Map<string, string>,
  posts: { listings: Map<string, SeededPost>; requests: Map<string, SeededPost>; roommates: Map<string, SeededPost> },
  clock: Clock,
) {
  const planned = conversations.map((c) => {
    const { type, post, column } = postOf(c.about, posts);
    if (!post) throw new Error(`demo chat: no post ${JSON.stringify(c.about)}`);
    const from = people.get(c.from)!;
    const who = { from, owner: post.ownerId };
    const messages = c.messages.map(([sender, body], i) => {
      const senderId = who[sender];
      const createdAt = clock.ago(0, c.hoursAgo - i * 0.1);
      const unread = i >= c.messages.length - c.unread;
      return { senderId, receiverId: senderId === from ? post.ownerId : from, body, createdAt, readAt: unread ? null : createdAt };
    });
    const last = messages.at(-1)!;
    const [userA, userB] = [from, post.ownerId].sort() as [string, string];
    return {
      row: {
        type,
        itemId: post.id,
        listingId: null,
        requestId: null,
        roommatePostId: null,
        [column]: post.id,
        userA,
        userB,
        lastMessage: last.body,
        lastMessageSender: last.senderId,
        lastMessageAt: last.createdAt,
        createdAt: messages[0]!.createdAt,
        updatedAt: last.createdAt,
      },
      messages,
    };
  });
  const inserted: { id: string; itemId: string; userA: string; userB: string }[] = await trx('conversations')
    .insert(planned.map((p) => p.row))
    .returning(['id', 'itemId', 'userA', 'userB']);
  const idOf = new Map(inserted.map((r) => [`${r.itemId} ${r.userA} ${r.userB}`, r.id]));
  const ids = planned.map((p) => idOf.get(`${p.row.itemId} ${p.row.userA} ${p.row.userB}`)!);
  // Marked as e-mailed already: the unread-messages job has nothing to tell anyone about the demo.
  const emailedAt = clock.ago(0);
  await trx('conversationMembers').insert(
    planned.flatMap((p, i) => [
      { conversationId: ids[i], userId: p.row.userA, otherUserId: p.row.userB, emailedAt },
      { conversationId: ids[i], userId: p.row.userB, otherUserId: p.row.userA, emailedAt },
    ]),
  );
  await trx('messages').insert(planned.flatMap((p, i) => p.messages.map((m) => ({ ...m, conversationId: ids[i] }))));
}
