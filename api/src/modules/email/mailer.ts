import nodemailer from 'nodemailer';

// Short SMTP timeouts: a server that accepts the connection and then says nothing must not keep
// the outbox worker waiting nodemailer's defaults (2 min to connect, 30 s for the greeting, 10 min
// of silence). A mail that times out is retried later with back-off.
/** To open the TCP (and TLS) connection. */
export const SMTP_CONNECTION_TIMEOUT_MS = 5_000;
/** From the connection to the server's 220 greeting. */
export const SMTP_GREETING_TIMEOUT_MS = 5_000;
/** Of silence from the server at any point of the conversation. */
export const SMTP_SOCKET_TIMEOUT_MS = 15_000;
/**
 * A whole send, however the server paces it (one that answers each command just inside the socket
 * timeout would otherwise take minutes): the send is aborted and counts as a failed attempt. The
 * outbox worker's lease on a mail is sized from it.
 */
export const SMTP_SEND_DEADLINE_MS = 60_000;

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; html?: string | null; unsubscribeUrl?: string | null }): Promise<void>;
  close(): void;
}

/** Real SMTP when SMTP_URL is set; without it there is no mailer and the outbox keeps the mail. */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      // RFC 8058: mail apps show an Unsubscribe button that posts to the link without opening it.
      const headers = mail.unsubscribeUrl
        ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers,
        signal: AbortSignal.timeout(SMTP_SEND_DEADLINE_MS),
      });
    },
    close: () => transport.close(),
  };
}
