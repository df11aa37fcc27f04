import type { Knex } from 'knex';

/**
 * Chat: one conversation per item and pair of students, its messages, and each participant's own
 * view of it (cleared history, the last unread-message e-mail).
 *
 * The pair is stored ordered (`user_a < user_b`) so "the same item and the same two students" is
 * one unique key however the chat is started. The item's own row may go (SET NULL) while its id
 * stays in `item_id`, so the history survives and the chat shows "Could not load item".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('product', 'request', 'roommate')),
      item_id uuid NOT NULL,
      listing_id uuid REFERENCES listings (id) ON DELETE SET NULL,
      request_id uuid REFERENCES requests (id) ON DELETE SET NULL,
      roommate_post_id uuid REFERENCES roommate_posts (id) ON DELETE SET NULL,
      user_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      user_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      last_message text,
      last_message_sender uuid,
      last_message_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT conversations_pair_check CHECK (user_a < user_b),
      CONSTRAINT conversations_item_key UNIQUE (item_id, user_a, user_b)
    )`);

  await knex.raw(`
    CREATE TABLE conversation_members (
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- No foreign key: the conversation's own (user_a, user_b) keys cascade already.
      other_user_id uuid NOT NULL,
      -- Deleted from this member's inbox: earlier messages stay hidden from them.
      cleared_at timestamptz,
      -- The last "unread messages" e-mail about this conversation to this member.
      emailed_at timestamptz,
      PRIMARY KEY (user_id, conversation_id)
    )`);

  await knex.raw(`
    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      -- Both are the conversation's participants, whose deletion cascades through it; own
      -- foreign keys would only add an index each to the hot insert path.
      sender_id uuid NOT NULL,
      receiver_id uuid NOT NULL,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
      client_message_id uuid,
      -- clock_timestamp: messages stored in one transaction still order by time.
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      read_at timestamptz,
      CONSTRAINT messages_client_id_key UNIQUE (sender_id, client_message_id)
    )`);
  // A conversation's messages in order, and the page before a given one.
  await knex.raw('CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at, id)');
  // Unread counts per receiver, and the mark-read update.
  await knex.raw('CREATE INDEX messages_unread_idx ON messages (receiver_id, conversation_id) WHERE read_at IS NULL');
  // The unread-message e-mail job's scan of old unread messages.
  await knex.raw('CREATE INDEX messages_unread_age_idx ON messages (created_at) WHERE read_at IS NULL');
  // Deleting a user cascades to their conversations on either side (the inbox reads members).
  await knex.raw('CREATE INDEX conversations_user_a_idx ON conversations (user_a)');
  await knex.raw('CREATE INDEX conversations_user_b_idx ON conversations (user_b)');
  // ON DELETE of an item or a user must not scan every conversation.
  await knex.raw('CREATE INDEX conversations_listing_idx ON conversations (listing_id) WHERE listing_id IS NOT NULL');
  await knex.raw('CREATE INDEX conversations_request_idx ON conversations (request_id) WHERE request_id IS NOT NULL');
  await knex.raw('CREATE INDEX conversations_roommate_idx ON conversations (roommate_post_id) WHERE roommate_post_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE messages, conversation_members, conversations');
}
