import nodemailer from 'nodemailer';

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html?: string | null }): Promise<void>;
  close(): void;
}

/** Real SMTP when SMTP_URL is set; without it there is no mailer and the outbox keeps the mail. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close: () => transport.close(),
  };
}
