// How other modules tell a student something: `notify` in the transaction of the change it reports.
import type { Db } from '../../db/knex.js';
import { notifyUsers } from '../chat/index.js';
import { insertOnce, type AlertKind, type NewAlert } from './alerts.repository.js';
import { toAlert } from './alerts.service.js';

export interface AlertInput {
  userId: string;
  kind: AlertKind;
  title: string;
  body: string;
  /** A path of the student app (`/order-confirmation?order=…`); anything else is dropped. */
  link?: string | null;
  /**
   * Names the event, per student (`order:<id>:shipped`, `refund:<id>`): a second notify of the same
   * event (a retried job, a webhook delivered twice) adds nothing and pushes nothing.
   */
  dedupeKey: string;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
// Words from people (a post's title, a moderator's reason) as the contract takes them: a title on
// one line, a text without control characters but its line breaks.
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();
// eslint-disable-next-line no-control-regex
const plainText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]+/g, ' ').trim();
/** Only the app's own pages: a link that could leave the site (`//host`, `https:`) or holds a space is not kept. */
const inAppPath = (link: string | null | undefined) =>
  // eslint-disable-next-line no-control-regex
  link && /^\/([^/\u0000-\u0020\u007F-\u009F][^\u0000-\u0020\u007F-\u009F]*)?$/.test(link) && link.length <= 500 ? link : null;

/**
 * Records the alert in `trx` (once per student and dedupe key) and, when it is new, has it pushed
 * to the student's open sockets on every API instance as the `alert` event when `trx` commits
 * (never if it rolls back). Answers whether it was new.
 */
export async function notify(trx: Db, input: AlertInput): Promise<boolean> {
  return (await notifyAll(trx, [input])) === 1;
}

/** notify for many alerts in one insert (a job's); answers how many were new. */
export async function notifyAll(trx: Db, inputs: AlertInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = await insertOnce(trx, inputs.map(toNewAlert));
  await notifyUsers(trx, ...rows.map((row) => ({ to: [row.userId], event: 'alert' as const, data: toAlert(row) })));
  return rows.length;
}

const toNewAlert = (input: AlertInput): NewAlert => ({
  userId: input.userId,
  kind: input.kind,
  title: clip(oneLine(input.title) || 'Thriftz', 200),
  body: clip(plainText(input.body), 1000),
  link: inAppPath(input.link),
  dedupeKey: clip(input.dedupeKey, 200),
});

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** An amount as the notifications write it: ₹1,499, or ₹1,499.50 when it has paise. */
export const rupees = (amount: number) => (Number.isInteger(amount) ? wholeRupees : paise).format(amount);
