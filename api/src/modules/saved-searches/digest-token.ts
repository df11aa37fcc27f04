// The digest's per-search unsubscribe link: the email module's signed link token for the search's
// id, so a link turns off its own search only and cannot be made up for another. It does not
// expire: an old digest's link must keep working.
import { idOfSignedLinkToken, signedLinkToken } from '../email/index.js';

const PURPOSE = 'saved-search-digest';

export const digestToken = (secret: string, searchId: string) => signedLinkToken(secret, PURPOSE, searchId);

/** The saved search a token was made for, or null when this server did not make it. */
export const searchOfDigestToken = (secret: string, token: string) => idOfSignedLinkToken(secret, PURPOSE, token);

export const digestUnsubscribeUrl = (publicUrl: string, secret: string, searchId: string) =>
  `${publicUrl}/api/saved-searches/digest-unsubscribe?token=${digestToken(secret, searchId)}`;
