// The Email Management panel's demo: one student who unsubscribed, and an outbox with e-mails
// in each state (a sent campaign, one the mail server refused for good, one held for want of SMTP).
import type { Knex } from 'knex';
import type { Clock } from './time.js';

/** Divya has switched promotional e-mail off: bulk sends skip her. */
export const UNSUBSCRIBED_DEMO_PERSON = 'divya';

const campaign = {
  subject: 'Flash sale: up to 50% off for 24 hours',
  textBody: 'Up to 50% off on textbooks, gadgets and hostel essentials from students on your campus. Only for the next 24 hours!',
  template: 'promotional',
};

export async function insertEmails(trx: Knex.Transaction, ids: Map<string, string>, clock: Clock): Promise<void> {
  await trx('users').where({ id: ids.get(UNSUBSCRIBED_DEMO_PERSON)! }).update({ marketingEmails: false });
  const people: { email: string }[] = await trx('users').whereIn('id', [...ids.values()]).where('marketingEmails', true).orderBy('email').select('email');
  const sentAt = clock.ago(3, 2);
  const created = clock.ago(3, 3);
  const [failing, ...rest] = people;
  const rows = [
    ...rest.slice(0, 6).map((p) => ({ ...campaign, toAddress: p.email, status: 'sent', attempts: 1, sentAt, createdAt: created, nextAttemptAt: created })),
    {
      ...campaign,
      toAddress: failing!.email,
      status: 'failed',
      attempts: 8,
      lastError: 'Error: Can\'t send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable',
      createdAt: created,
      nextAttemptAt: clock.ago(1),
    },
    {
      subject: 'New on Thriftz: mini stores',
      textBody: 'Student-run mini stores are open: clothes, books and snacks from your campus, delivered to your hostel.',
      template: 'promotional',
      toAddress: rest[6]?.email ?? failing!.email,
      status: 'held',
      attempts: 0,
      createdAt: clock.ago(0, 5),
      nextAttemptAt: clock.ago(0, 5),
    },
  ];
  await trx('emailOutbox').insert(rows);
}
