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

export function verifyEmailMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [`Hi ${fullName},`, 'Confirm your campus e-mail address to start using Thriftz. The link works once.'];
  return {
    to,
    template: 'verify-email',
    subject: 'Confirm your Thriftz e-mail address',
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Confirm your e-mail', lines, { label: 'Confirm my e-mail', url }),
  };
}

export function passwordResetMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [`Hi ${fullName},`, 'Someone asked to reset your Thriftz password. The link works once, for 1 hour. If it was not you, ignore this e-mail.'];
  return {
    to,
    template: 'password-reset',
    subject: 'Reset your Thriftz password',
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Reset your password', lines, { label: 'Choose a new password', url }),
  };
}

export function welcomeMail(to: string, fullName: string, url: string): OutgoingEmail {
  const lines = [
    `Welcome to Thriftz, ${fullName}!`,
    'Buy and sell, lend and borrow, and find what you need from students on your campus. Every account gets 5 free listings a month.',
  ];
  return {
    to,
    template: 'registration-welcome',
    subject: 'Welcome to Thriftz',
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Welcome aboard', lines, { label: 'Open Thriftz', url }),
  };
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
  return {
    to,
    template: 'chat-unread',
    subject: `${from.senderName} is waiting for your reply on Thriftz`,
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('You have unread messages', lines, { label: 'Open the chat', url }),
  };
}
