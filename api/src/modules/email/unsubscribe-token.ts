import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, purpose: string, id: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/**
 * A link's token for one id and one purpose (`unsubscribe`, `saved-search-digest`): the id and a
 * keyed hash of both, so a link does only its own thing for its own id and cannot be made up.
 */
export const signedLinkToken = (secret: string, purpose: string, id: string) => `${id}.${macOf(secret, purpose, id)}`;

/** The (uuid) id a token was made for with this purpose, or null when this secret did not make it. */
export function idOfSignedLinkToken(secret: string, purpose: string, token: string): string | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length || !UUID.test(id)) return null;
  const expected = Buffer.from(macOf(secret, purpose, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The unsubscribe link's token: the user's id and a keyed hash of it, so a link stops only its own
 * recipient's e-mail and cannot be made up for someone else. It does not expire: an old e-mail's
 * link must keep working.
 */
export const unsubscribeToken = (secret: string, userId: string) => signedLinkToken(secret, 'unsubscribe', userId);

/** The user id a token was made for, or null when it was not made with this secret. */
export const userOfUnsubscribeToken = (secret: string, token: string) => idOfSignedLinkToken(secret, 'unsubscribe', token);

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: string) =>
  `${publicUrl}/api/email/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
