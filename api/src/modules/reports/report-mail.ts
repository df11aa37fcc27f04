import type { OutgoingEmail } from '../email/index.js';

export interface ReportMailFacts {
  reportId: string;
  itemType: 'listing' | 'request' | 'user' | 'review';
  itemId: string;
  itemLabel: string;
  itemUrl: string | null;
  reason: string;
  description: string;
  reporter: string;
  contactEmail: string | null;
  pageUrl: string | null;
  reportedAt: Date;
}

const kinds = { listing: 'Listing', request: 'Request', user: 'User', review: 'Review' } as const;

/** The moderators' notice of a new report (plain text: everything in it but the labels is the reporter's). */
export function reportMail(to: string, facts: ReportMailFacts): OutgoingEmail {
  const lines = [
    `A ${kinds[facts.itemType].toLowerCase()} was reported on Thriftz.`,
    '',
    `${kinds[facts.itemType]}: ${facts.itemLabel} (${facts.itemId})`,
    ...(facts.itemUrl ? [`Link: ${facts.itemUrl}`] : []),
    `Reason: ${facts.reason}`,
    `Reported by: ${facts.reporter}`,
    `Contact e-mail: ${facts.contactEmail ?? 'not given'}`,
    `Page: ${facts.pageUrl ?? 'not given'}`,
    `When: ${facts.reportedAt.toISOString()}`,
    `Report id: ${facts.reportId}`,
    '',
    'Description:',
    facts.description,
  ];
  return {
    to,
    template: 'report-received',
    subject: `Report: ${facts.reason} (${kinds[facts.itemType].toLowerCase()})`,
    text: `${lines.join('\n')}\n`,
  };
}
