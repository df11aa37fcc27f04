import type { Knex } from 'knex';

/**
 * Offers: a buyer's price for a sale listing, which the seller accepts, declines or counters.
 *
 * `amount` is the buyer's price and `counter_amount` the seller's answer to it; an offer waits
 * (`open` for the seller, `countered` for the buyer) until `expires_at`, and reads treat a waiting
 * offer past it as expired, so no job has to run for the state to be right. One waiting offer per
 * buyer and listing is a partial UNIQUE index: two tabs sending at once cannot both store one.
 *
 * An accepted offer reserves the listing for its buyer: the listing carries `reserved_for` and
 * `reserved_until` (the listings module writes them; cards and the listing's page read them with
 * the row they read anyway), so browsing shows "Reserved" without a join.
 *
 * A chat message may stand for an offer's event (`messages.offer_id`): the chat shows it as the
 * offer's card, in the conversation's order and live delivery.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE offers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      amount numeric(12,2) NOT NULL CHECK (amount > 0 AND amount = trunc(amount)),
      counter_amount numeric(12,2) CHECK (counter_amount > 0 AND counter_amount = trunc(counter_amount)),
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'released')),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      reserved_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT offers_parties_check CHECK (buyer_id <> seller_id),
      CONSTRAINT offers_counter_check CHECK ((status = 'countered') <= (counter_amount IS NOT NULL)),
      CONSTRAINT offers_accepted_check CHECK ((status = 'accepted') <= (reserved_until IS NOT NULL))
    )`);
  // One waiting offer per buyer and listing.
  await knex.raw("CREATE UNIQUE INDEX offers_waiting_key ON offers (listing_id, buyer_id) WHERE status IN ('open', 'countered')");
  // A conversation's offers (the chat's cards), newest first.
  await knex.raw('CREATE INDEX offers_conversation_idx ON offers (conversation_id, created_at DESC)');
  // A listing's offers (its page, the seller's view); the buyer's and seller's deletes cascade through these.
  await knex.raw('CREATE INDEX offers_listing_idx ON offers (listing_id, created_at DESC)');
  await knex.raw('CREATE INDEX offers_buyer_idx ON offers (buyer_id)');
  await knex.raw('CREATE INDEX offers_seller_idx ON offers (seller_id)');

  await knex.raw('ALTER TABLE listings ADD COLUMN reserved_for uuid REFERENCES users (id) ON DELETE SET NULL, ADD COLUMN reserved_until timestamptz');
  // A deleted buyer's reservations end with them.
  await knex.raw('CREATE INDEX listings_reserved_for_idx ON listings (reserved_for) WHERE reserved_for IS NOT NULL');

  await knex.raw('ALTER TABLE messages ADD COLUMN offer_id uuid REFERENCES offers (id) ON DELETE CASCADE');
  await knex.raw('CREATE INDEX messages_offer_idx ON messages (offer_id) WHERE offer_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE messages DROP COLUMN offer_id');
  await knex.raw('ALTER TABLE listings DROP COLUMN reserved_for, DROP COLUMN reserved_until');
  await knex.raw('DROP TABLE offers');
}
