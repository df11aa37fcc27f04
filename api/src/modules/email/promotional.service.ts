// Promotional e-mail from the back office: only to the platform's own users who accept it.
import type { Db } from '../../db/knex.js';
import { badRequest, conflict } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { stopMarketingEmails } from '../users/index.js';
import { enqueueEmail } from './outbox.repository.js';
import { countReachable, countReachableByEmail, countUsers, reachableUsersAfter, reachableUsersByEmail, userByEmail, type Recipient } from './promotional.repository.js';
import { EMAIL_TYPES, promotionalMail } from './templates.js';
import { unsubscribeUrl, userOfUnsubscribeToken } from './unsubscribe-token.js';

/** Recipients per query and per insert into the outbox. */
export const BULK_BATCH = 500;

export interface LinkKeys {
  publicUrl: string;
  secret: string;
}

export async function emailStats(db: Db) {
  return { success: true, ...(await countUsers(db)), emailTypes: [...EMAIL_TYPES] };
}

const blank = (s: string | undefined) => !s || !s.trim();
const mailFor = (keys: LinkKeys, user: Recipient, subject: string, content: string) =>
  promotionalMail(user.email, subject.trim(), content, unsubscribeUrl(keys.publicUrl, keys.secret, user.id));
const queuedMessage = (queued: number, skipped: number) => `Queued ${queued} e-mail${queued === 1 ? '' : 's'} (${skipped} skipped)`;

/** One e-mail to one platform user who accepts promotional e-mail. */
export async function sendPromotional(
  db: Db,
  admin: SessionUser,
  keys: LinkKeys,
  input: { to?: string; subject?: string; content?: string },
) {
  if (blank(input.to) || blank(input.subject) || blank(input.content)) throw badRequest('Please fill in all fields', 'missing-fields');
  const to = input.to!.trim();
  const user = await userByEmail(db, to);
  if (!user) {
    throw badRequest(`No Thriftz user has the address ${to}. Promotional e-mail goes only to the platform's users.`, 'not-a-user');
  }
  if (!user.emailVerifiedAt) throw conflict('This user has not confirmed their e-mail address yet.', 'unconfirmed');
  if (!user.marketingEmails) throw conflict('This user has unsubscribed from promotional e-mail.', 'unsubscribed');
  await db.transaction(async (trx) => {
    await enqueueEmail(trx, mailFor(keys, user, input.subject!, input.content!));
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'email.send-promotional',
      targetType: 'user',
      targetId: user.id,
      summary: `Sent the promotional e-mail “${input.subject!.trim()}” to ${user.email}`,
    });
  });
  return { success: true, message: queuedMessage(1, 0), queued: 1, skipped: 0 };
}

/** The custom list as the panel sends it: trimmed, lower case, only what holds an @, each once. */
const customAddresses = (recipients: { email: string }[] | undefined) => [
  ...new Set((recipients ?? []).map((r) => r.email.trim().toLowerCase()).filter((e) => e.includes('@'))),
];

type BulkInput = {
  emailData: { subject?: string; content?: string };
  recipientType: 'all' | 'subscribers' | 'custom';
  recipients?: { email: string }[];
};

/** The send's checks, shared by the preview: subject and content, and the custom list's addresses. */
function checkBulk(input: BulkInput) {
  const { subject, content } = input.emailData;
  if (blank(subject) || blank(content)) throw badRequest('Please fill in subject and content', 'missing-fields');
  const custom = input.recipientType === 'custom' ? customAddresses(input.recipients) : [];
  if (input.recipientType === 'custom' && !custom.length) throw badRequest('Please enter custom recipients', 'no-recipients');
  return { subject: subject!, content: content!, custom };
}

/**
 * What sendBulkPromotional would do now, without doing it: how many e-mails it would queue (the
 * same queries' rule), how many custom addresses it would skip, and the e-mail as sent, with a
 * sample unsubscribe link.
 */
export async function previewBulkPromotional(db: Db, keys: LinkKeys, input: BulkInput) {
  const { subject, content, custom } = checkBulk(input);
  let recipients = 0;
  if (input.recipientType !== 'custom') recipients = await countReachable(db);
  else for (let i = 0; i < custom.length; i += BULK_BATCH) recipients += await countReachableByEmail(db, custom.slice(i, i + BULK_BATCH));
  const sample = promotionalMail('recipient@example.com', subject.trim(), content, `${keys.publicUrl}/api/email/unsubscribe?token=…`);
  return {
    recipients,
    skipped: input.recipientType === 'custom' ? custom.length - recipients : 0,
    subject: sample.subject,
    text: sample.text,
    html: sample.html,
  };
}

/**
 * One e-mail per recipient (nobody sees another's address), queued in the outbox a batch at a
 * time: each batch is one query for its users and one insert of their e-mails, in one transaction
 * with the audit entry.
 */
export async function sendBulkPromotional(
  db: Db,
  admin: SessionUser,
  keys: LinkKeys,
  input: BulkInput,
) {
  const { subject, content, custom } = checkBulk(input);

  const { queued, skipped } = await db.transaction(async (trx) => {
    let count = 0;
    const queue = async (users: Recipient[]) => {
      await enqueueEmail(trx, users.map((u) => mailFor(keys, u, subject, content)));
      count += users.length;
    };
    if (input.recipientType === 'custom') {
      for (let i = 0; i < custom.length; i += BULK_BATCH) await queue(await reachableUsersByEmail(trx, custom.slice(i, i + BULK_BATCH)));
    } else {
      let afterId: string | null = null;
      for (;;) {
        const users: Recipient[] = await reachableUsersAfter(trx, afterId, BULK_BATCH);
        if (users.length) await queue(users);
        if (users.length < BULK_BATCH) break;
        afterId = users[users.length - 1]!.id;
      }
    }
    const result = { queued: count, skipped: input.recipientType === 'custom' ? custom.length - count : 0 };
    const who = input.recipientType === 'custom' ? 'listed users' : input.recipientType === 'all' ? 'all users' : 'subscribers';
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'email.send-bulk',
      targetType: 'email',
      summary: `Queued the promotional e-mail “${subject.trim()}” to ${result.queued} ${who} (${result.skipped} skipped)`,
    });
    return result;
  });
  return { success: true, message: queuedMessage(queued, skipped), queued, skipped };
}

/** Answers false when the link is not valid (forged, or its account is gone). */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<boolean> {
  const userId = userOfUnsubscribeToken(secret, token);
  return userId ? stopMarketingEmails(db, userId) : false;
}
