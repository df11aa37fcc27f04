import type { OutgoingEmail } from './outbox.repository.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(heading: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="color:#059669;font-size:22px">${escapeHtml(heading)}</h1>${body}${button}
<p style="color:#64748b;font-size:12px">Thriftz · the campus marketplace</p></div>`;
}

/**
 * A platform e-mail: its paragraphs as text with the link last, and as HTML in the layout under
 * `page.heading`, with a button `page.label` to the link.
 */
function linkMail(to: string, template: string, subject: string, lines: string[], page: { heading: string; label: string; url: string }): OutgoingEmail {
  const { heading, label, url } = page;
  return { to, template, subject, text: `${lines.join('\n\n')}\n\n${url}\n`, html: layout(heading, lines, { label, url }) };
}

/** The template names of every e-mail the platform sends (the outbox's `template`). */
export const EMAIL_TYPES = [
  'verify-email',
  'password-reset',
  'registration-welcome',
  'chat-unread',
  'subscription-confirmation',
  'renewal-reminder',
  'store-order-confirmation',
  'store-order-cancellation',
  'store-order-shipped',
  'store-order-delivered',
  'payment-refund',
  'promotional',
  'saved-search-digest',
  'offer-update',
] as const;

/**
 * An admin's promotional e-mail to one user: the admin's text as plain text and as escaped HTML
 * (blank lines part paragraphs), with the user's own unsubscribe link.
 */
export function promotionalMail(to: string, subject: string, content: string, unsubscribeUrl: string): OutgoingEmail {
  const paragraphs = content.trim().split(/\n\s*\n/);
  const html = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`).join('');
  const footer = 'You get this e-mail because you have a Thriftz account.';
  return {
    to,
    template: 'promotional',
    subject,
    text: `${content.trim()}\n\n--\n${footer} To stop these e-mails: ${unsubscribeUrl}\n`,
    html: `<div style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto">${html}
<p style="color:#64748b;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a> · Thriftz, the campus marketplace</p></div>`,
    unsubscribeUrl,
  };
}

export function verifyEmailMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [`Hi ${fullName},`, 'Confirm your campus e-mail address to start using Thriftz. The link works once.'];
  return linkMail(to, 'verify-email', 'Confirm your Thriftz e-mail address', lines, { heading: 'Confirm your e-mail', label: 'Confirm my e-mail', url });
}

export function passwordResetMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [`Hi ${fullName},`, 'Someone asked to reset your Thriftz password. The link works once, for 1 hour. If it was not you, ignore this e-mail.'];
  return linkMail(to, 'password-reset', 'Reset your Thriftz password', lines, { heading: 'Reset your password', label: 'Choose a new password', url });
}

export function welcomeMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [
    `Welcome to Thriftz, ${fullName}!`,
    'Buy and sell, lend and borrow, and find what you need from students on your campus. Every account gets 5 free listings a month.',
  ];
  return linkMail(to, 'registration-welcome', 'Welcome to Thriftz', lines, { heading: 'Welcome aboard', label: 'Open Thriftz', url });
}

export function unreadMessagesMail(
  to: string,
  fullName: string,
  from: { senderName: string; itemTitle: string | null; count: number },
  url: string,
): OutgoingEmail {
  const about = from.itemTitle ? ` about “${from.itemTitle}”` : '';
  const lines = [
    `Hi ${fullName},`,
    `${from.senderName} sent you ${from.count === 1 ? 'a message' : `${from.count} messages`}${about} that you have not read yet.`,
  ];
  return linkMail(to, 'chat-unread', `${from.senderName} is waiting for your reply on Thriftz`, lines, { heading: 'You have unread messages', label: 'Open the chat', url });
}

/** A step of an offer told to the other side (made, countered, accepted ...), with a link to the chat where its card is. */
export function offerMail(to: string, fullName: string, step: { subject: string; heading: string; line: string }, url: string): OutgoingEmail {
  return linkMail(to, 'offer-update', step.subject, [`Hi ${fullName},`, step.line], { heading: step.heading, label: 'Open the chat', url });
}

const dateInIndia = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

export interface SubscriptionMailFacts {
  fullName: string;
  planName: string;
  amount: number;
  endDate: Date;
  features: string[];
  action: 'subscribe' | 'renew' | 'early_bird';
}

export function subscriptionConfirmationMail(to: string, facts: SubscriptionMailFacts, url: string): OutgoingEmail {
  const what =
    facts.action === 'renew'
      ? `Your ${facts.planName} is renewed for 30 more days, until ${dateInIndia(facts.endDate)}.`
      : facts.action === 'early_bird'
        ? `As one of our early birds you get the ${facts.planName} free for 30 days, until ${dateInIndia(facts.endDate)}.`
        : `You are subscribed to the ${facts.planName} for 30 days, until ${dateInIndia(facts.endDate)}.`;
  const lines = [
    `Hi ${facts.fullName},`,
    what,
    facts.amount > 0 ? `Amount paid: ${rupees(facts.amount)}.` : 'Amount paid: nothing.',
    ...(facts.features.length ? [`What you get: ${facts.features.join('; ')}.`] : []),
  ];
  const renewed = facts.action === 'renew';
  const subject = renewed ? `Your ${facts.planName} is renewed` : `Welcome to the ${facts.planName}`;
  return linkMail(to, 'subscription-confirmation', subject, lines, { heading: renewed ? 'Subscription renewed' : 'Subscription confirmed', label: 'See my plan', url });
}

export function renewalReminderMail(to: string, fullName: string, planName: string, endDate: Date, url: string): OutgoingEmail {
  const lines = [
    `Hi ${fullName},`,
    `Your ${planName} ends on ${dateInIndia(endDate)}. Renew it to keep its extra listings and ads; nothing is charged unless you do.`,
  ];
  return linkMail(to, 'renewal-reminder', `Your ${planName} ends in 3 days`, lines, { heading: 'Your plan ends soon', label: 'Renew my plan', url });
}

export type StoreOrderMailKind = 'confirmed' | 'cancelled' | 'shipped' | 'delivered';

export interface StoreOrderMailFacts {
  customerName: string;
  orderNumber: string;
  storeName: string;
  total: number;
  lines: { title: string; size: string | null; quantity: number; price: number }[];
  cancellationReason?: string | null;
}

const storeOrderWording: Record<StoreOrderMailKind, { template: string; heading: string; subject: (n: string, store: string) => string; what: string }> = {
  confirmed: {
    template: 'store-order-confirmation',
    heading: 'Order confirmed',
    subject: (n, store) => `Your order ${n} is confirmed by ${store}`,
    what: 'has been confirmed by the store. They will ship it to you soon.',
  },
  cancelled: {
    template: 'store-order-cancellation',
    heading: 'Order cancelled',
    subject: (n) => `Your order ${n} has been cancelled`,
    what: 'has been cancelled by the store.',
  },
  shipped: {
    template: 'store-order-shipped',
    heading: 'Order on its way',
    subject: (n) => `Your order ${n} is on its way`,
    what: 'has been shipped and is on its way to you.',
  },
  delivered: {
    template: 'store-order-delivered',
    heading: 'Order delivered',
    subject: (n) => `Your order ${n} has been delivered`,
    what: 'has been delivered. We hope you enjoy it!',
  },
};

/** The customer's e-mail for a mini-store order's change of status (confirmed, cancelled, shipped, delivered). */
export function storeOrderMail(kind: StoreOrderMailKind, to: string, facts: StoreOrderMailFacts, url: string): OutgoingEmail {
  const wording = storeOrderWording[kind];
  const items = facts.lines.map((l) => `${l.quantity} × ${l.title}${l.size ? ` (size ${l.size})` : ''}: ${rupees(l.price * l.quantity)}`);
  const lines = [
    `Hi ${facts.customerName},`,
    `Your order ${facts.orderNumber} from ${facts.storeName} ${wording.what}`,
    ...(kind === 'cancelled' && facts.cancellationReason ? [`Reason: ${facts.cancellationReason}`] : []),
    `Items: ${items.join('; ')}.`,
    `Total: ${rupees(facts.total)}.`,
  ];
  return linkMail(to, wording.template, wording.subject(facts.orderNumber, facts.storeName), lines, { heading: wording.heading, label: 'See my orders', url });
}

export interface RefundMailFacts {
  fullName: string;
  /** Rupees. */
  amount: number;
  /** What the payment was for (the purchase's description, e.g. "Order ORD-…"). */
  description: string;
  why: string;
}

/** The buyer's e-mail when a payment is refunded through the gateway. */
export function refundIssuedMail(to: string, facts: RefundMailFacts, url: string): OutgoingEmail {
  const lines = [
    `Hi ${facts.fullName},`,
    `We have refunded ${rupees(facts.amount)} for ${facts.description}. ${facts.why}`,
    'The money goes back to the account you paid from, usually within 5-7 working days.',
  ];
  return linkMail(to, 'payment-refund', `Your refund of ${rupees(facts.amount)} is on its way`, lines, { heading: 'Payment refunded', label: 'See my orders', url });
}

/** One saved search's part of the daily digest: its new listings (a few) and its own links. */
export interface DigestSection {
  name: string;
  resultsUrl: string;
  /** Leaves this search (only) out of the digest, without signing in. */
  unsubscribeUrl: string;
  listings: { title: string; url: string; amount: string }[];
  /** Matches beyond `listings`. */
  more: number;
}

/** The daily digest of a student's saved searches: one section per search with new matches. */
export function savedSearchDigestMail(to: string, fullName: string, sections: DigestSection[]): OutgoingEmail {
  const total = sections.reduce((n, s) => n + s.listings.length + s.more, 0);
  const subject = total === 1 ? 'A new listing matches your saved search on Thriftz' : `${total} new listings match your saved searches on Thriftz`;
  const text = [
    `Hi ${fullName},`,
    'New listings on Thriftz match your saved searches:',
    ...sections.map((s) =>
      [
        s.name,
        ...s.listings.map((l) => `- ${l.title} (${l.amount}): ${l.url}`),
        ...(s.more ? [`- and ${s.more} more: ${s.resultsUrl}`] : []),
        `Stop e-mails for this search: ${s.unsubscribeUrl}`,
      ].join('\n'),
    ),
  ].join('\n\n');
  const html = sections
    .map(
      (s) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(s.name)}</h2><ul style="padding-left:20px;margin:0 0 8px">${s.listings
        .map((l) => `<li style="margin:0 0 6px"><a href="${escapeHtml(l.url)}" style="color:#047857">${escapeHtml(l.title)}</a> · <b>${escapeHtml(l.amount)}</b></li>`)
        .join('')}</ul><p style="margin:0 0 8px"><a href="${escapeHtml(s.resultsUrl)}" style="color:#047857">${s.more ? `See ${s.more} more` : 'See the results'}</a>
<span style="color:#64748b;font-size:12px"> · <a href="${escapeHtml(s.unsubscribeUrl)}" style="color:#64748b">Stop e-mails for this search</a></span></p>`,
    )
    .join('');
  return {
    to,
    template: 'saved-search-digest',
    subject,
    text: `${text}\n`,
    html: `<div style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="color:#059669;font-size:22px">New matches for your saved searches</h1><p style="margin:0 0 16px">Hi ${escapeHtml(fullName)},</p>${html}
<p style="color:#64748b;font-size:12px">Thriftz · the campus marketplace</p></div>`,
    // A one-click List-Unsubscribe can stop one search only: given when the digest holds one.
    ...(sections.length === 1 ? { unsubscribeUrl: sections[0]!.unsubscribeUrl } : {}),
  };
}
