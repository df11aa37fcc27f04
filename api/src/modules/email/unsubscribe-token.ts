import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, userId: string) => createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

/**
 * The unsubscribe link's token: the user's id and a keyed hash of it, so a link stops only its own
 * recipient's e-mail and cannot be made up for someone else. It does not expire: an old e-mail's
 * link must keep working.
 */
export const unsubscribeToken = (secret: string, userId: string) => `${userId}.${macOf(secret, userId)}`;

/** The user id a token was made for, or null when it was not made with this secret. */
export function userOfUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, mac, ...rest] = token.split('.');
  if (!userId || !mac || rest.length || !UUID.test(userId)) return null;
  const expected = Buffer.from(macOf(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string) =>
  `${publicUrl}/api/email/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
