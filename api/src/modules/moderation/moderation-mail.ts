// What moderation tells people: the owner of a hidden post, a suspended (or reinstated) student,
// and the reporter, who learns the outcome but not the details of anyone's sanction.
import type { OutgoingEmail } from '../email/index.js';

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const moderationDate = (d: Date) => `${indiaTime.format(d)} (India time)`;

export const kinds = { listing: 'listing', request: 'request', user: 'account', review: 'review' } as const;

export function postHiddenMail(to: string, f: { kind: 'listing' | 'request' | 'review'; title: string; reason: string }): OutgoingEmail {
  return {
    to,
    template: 'moderation-post-hidden',
    subject: `Your ${f.kind} "${f.title}" was hidden by the moderators`,
    text:
      `Your ${f.kind} "${f.title}" on Thriftz was reported and the moderators have hidden it: other students no longer see it.\n\n` +
      `Reason: ${f.reason}\n\n` +
      (f.kind === 'review' ? '' : `You still see it in your own ${f.kind === 'listing' ? 'listings' : 'requests'}. `) +
      'If you think this is a mistake, reply through the contact page.\n',
  };
}

export function suspendedMail(to: string, f: { name: string; reason: string; until: Date }): OutgoingEmail {
  return {
    to,
    template: 'moderation-suspended',
    subject: `Your Thriftz account is suspended until ${moderationDate(f.until)}`,
    text:
      `Hello ${f.name},\n\nThe moderators have suspended your Thriftz account until ${moderationDate(f.until)}.\n\n` +
      `Reason: ${f.reason}\n\n` +
      'Until then you can still log in and browse, but you cannot post, chat or buy. If you think this is a mistake, write to us through the contact page.\n',
  };
}

export function suspensionLiftedMail(to: string, name: string): OutgoingEmail {
  return {
    to,
    template: 'moderation-suspension-lifted',
    subject: 'Your Thriftz account is no longer suspended',
    text: `Hello ${name},\n\nThe moderators have lifted the suspension of your Thriftz account: you can post, chat and buy again.\n`,
  };
}

export const outcomes = {
  dismissed: 'found that it does not break the rules, so no action was taken',
  hidden: 'hidden it from the marketplace',
  suspended: 'suspended the account responsible',
} as const;

/** 'the listing "Desk lamp"', or 'an account' when it has no title to show. */
export const reportedThing = (itemType: keyof typeof kinds, title: string | null) =>
  title ? `the ${kinds[itemType]} "${title}"` : `${itemType === 'user' ? 'an' : 'a'} ${kinds[itemType]}`;

export function reportOutcomeMail(
  to: string,
  f: { itemType: keyof typeof kinds; title: string | null; resolution: keyof typeof outcomes; note: string | null },
): OutgoingEmail {
  const what = reportedThing(f.itemType, f.title);
  return {
    to,
    template: 'moderation-report-outcome',
    subject: 'The outcome of your report on Thriftz',
    text:
      `Thank you for reporting ${what}. The moderators have reviewed it and ${outcomes[f.resolution]}.\n` +
      (f.resolution === 'dismissed' && f.note ? `\nNote from the moderators: ${f.note}\n` : ''),
  };
}
