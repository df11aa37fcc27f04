// The demo's contact-form messages: every status and priority, so the Contact Forms panel's tiles
// and filters all show something. Replied ones name the admin who answered.
import type { Knex } from 'knex';
import type { Clock } from './time.js';

type Status = 'new' | 'in_progress' | 'replied' | 'resolved' | 'closed';
type Priority = 'urgent' | 'high' | 'medium' | 'low';

const messages: { name: string; email: string; subject: string; message: string; status: Status; priority: Priority; days: number; notes?: string }[] = [
  { name: 'Nikhil Rao', email: 'nikhil.rao@gmail.com', subject: 'Payment taken twice', message: 'I paid for a boost and the amount was debited twice from my UPI account. Please refund one of them.', status: 'new', priority: 'urgent', days: 0.1 },
  { name: 'Shreya Iyer', email: 'shreya.iyer@outlook.com', subject: 'Cannot verify my campus e-mail', message: 'The verification link says it has expired every time I click it.', status: 'new', priority: 'high', days: 0.5 },
  { name: 'Arnav Gupta', email: 'arnav.g@yahoo.in', subject: 'Partnership for the cultural fest', message: 'Our society would like to run a stall with Thriftz during the fest. Who should we talk to?', status: 'new', priority: 'low', days: 1 },
  { name: 'Pooja Menon', email: 'pooja.menon@gmail.com', subject: 'Seller did not turn up', message: 'I agreed to buy a study lamp and waited at the library for 40 minutes. The seller stopped replying.', status: 'in_progress', priority: 'high', days: 2, notes: 'Asked the seller for their side.' },
  { name: 'Rahul Verma', email: 'rahul.v@gmail.com', subject: 'Feature idea: saved searches', message: 'It would be great to get a notification when someone lists a cycle under ₹3,000.', status: 'in_progress', priority: 'medium', days: 3 },
  { name: 'Zoya Khan', email: 'zoya.khan@gmail.com', subject: 'How do mini stores work?', message: 'I make handmade earrings. Can I open a mini store and how much does it cost?', status: 'replied', priority: 'medium', days: 5, notes: 'Sent the how-it-works page and the entry-code steps.' },
  { name: 'Dev Patel', email: 'dev.patel@gmail.com', subject: 'Wrong category on my listing', message: 'I put my calculator under furniture by mistake and cannot change it.', status: 'resolved', priority: 'low', days: 9, notes: 'Explained how to edit the listing.' },
  { name: 'Ishita Bose', email: 'ishita.bose@gmail.com', subject: 'Spam messages in chat', message: 'Someone keeps sending me links to a betting site.', status: 'resolved', priority: 'urgent', days: 12, notes: 'Account suspended after review.' },
  { name: 'Karan Singh', email: 'karan.singh@gmail.com', subject: 'Thanks!', message: 'Sold my old guitar in a day. Great app.', status: 'closed', priority: 'low', days: 20 },
];

export async function insertContactSubmissions(trx: Knex.Transaction, clock: Clock, adminName: string) {
  await trx('contactSubmissions').insert(
    messages.map((m) => {
      const submittedAt = clock.ago(Math.floor(m.days), (m.days % 1) * 24);
      const answered = m.status === 'replied' || m.status === 'resolved';
      return {
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        status: m.status,
        priority: m.priority,
        submittedAt,
        adminNotes: m.notes ?? '',
        repliedAt: answered ? new Date(submittedAt.getTime() + 3 * 60 * 60 * 1000) : null,
        repliedBy: answered ? adminName : null,
        updatedAt: submittedAt,
      };
    }),
  );
}
