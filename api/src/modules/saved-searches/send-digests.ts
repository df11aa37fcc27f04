// The daily digest: one e-mail per student whose digest-on searches have matches not yet sent,
// a section per search with its own unsubscribe link.
import type { Db } from '../../db/knex.js';
import { enqueueEmail, savedSearchDigestMail, type DigestSection, type OutgoingEmail } from '../email/index.js';
import { rupees } from '../alerts/index.js';
import { digestUnsubscribeUrl } from './digest-token.js';
import { filtersOfColumns, resultsPath, type FilterColumns } from './search-filters.js';

/** Listings a section shows; the rest are "N more" behind the results link. */
const PER_SEARCH = 5;

interface Claimed extends FilterColumns {
  searchId: string;
  name: string;
  userId: string;
  email: string;
  fullName: string;
  listingId: string;
  title: string;
  price: number | null;
  rentalAmount: number | null;
  rentalDuration: string | null;
}

/**
 * Claims every unsent match of the digest-on searches (a conditional UPDATE: of two runs at
 * once, the second finds them claimed) and queues the e-mails in the same transaction, so a match
 * is sent once or, if anything fails, not marked. Matches older than two days are left (a digest
 * turned on again does not send last month's). A listing gone since (sold, hidden, expired) is
 * claimed but not shown.
 */
const CLAIM = `
  WITH claimed AS (
    UPDATE saved_search_matches m SET emailed_at = now()
      FROM saved_searches s
     WHERE s.id = m.saved_search_id AND s.digest AND m.emailed_at IS NULL
       AND m.matched_at > now() - interval '2 days'
    RETURNING m.saved_search_id, m.listing_id)
  SELECT s.id AS search_id, s.name, s.listing_type, s.q, s.categories, s.conditions, s.durations, s.min_price, s.max_price,
         u.id AS user_id, u.email, u.full_name, l.id AS listing_id, l.title, l.price, l.rental_amount, l.rental_duration
    FROM claimed c
    JOIN saved_searches s ON s.id = c.saved_search_id
    JOIN users u ON u.id = s.user_id
    JOIN listings l ON l.id = c.listing_id
   WHERE l.is_available AND l.expires_at > now() AND u.email_verified_at IS NOT NULL
   ORDER BY u.id, s.created_at, s.id, l.created_at DESC, l.id`;

export async function sendSavedSearchDigests(trx: Db, publicUrl: string, secret: string): Promise<{ emails: number }> {
  const { rows } = await trx.raw<{ rows: Claimed[] }>(CLAIM);
  const byUser = new Map<string, { email: string; fullName: string; sections: Map<string, DigestSection> }>();
  for (const r of rows) {
    const user = byUser.get(r.userId) ?? { email: r.email, fullName: r.fullName, sections: new Map<string, DigestSection>() };
    byUser.set(r.userId, user);
    let section = user.sections.get(r.searchId);
    if (!section) {
      section = { name: r.name, resultsUrl: `${publicUrl}${resultsPath(filtersOfColumns(r))}`, unsubscribeUrl: digestUnsubscribeUrl(publicUrl, secret, r.searchId), listings: [], more: 0 };
      user.sections.set(r.searchId, section);
    }
    if (section.listings.length < PER_SEARCH) section.listings.push({ title: r.title, url: `${publicUrl}/product/${r.listingId}`, amount: amountOf(r) });
    else section.more += 1;
  }
  const mails: OutgoingEmail[] = [...byUser.values()].map((u) => savedSearchDigestMail(u.email, u.fullName, [...u.sections.values()]));
  await enqueueEmail(trx, mails);
  return { emails: mails.length };
}

const amountOf = (r: Claimed) => (r.price !== null ? rupees(r.price) : `${rupees(r.rentalAmount ?? 0)}/${r.rentalDuration ?? 'day'}`);
