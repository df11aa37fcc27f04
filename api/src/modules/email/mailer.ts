import nodemailer from 'nodemailer';

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html?: string | null; unsubscribeUrl?: string | null }): Promise<void>;
  close(): void;
}

/** Real SMTP when SMTP_URL is set; without it there is no mailer and the outbox keeps the mail. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      // RFC 8058: mail apps show an Unsubscribe button that posts to the link without opening it.
      const headers = mail.unsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, headers });
    },
    close: () => transport.close(),
  };
}
