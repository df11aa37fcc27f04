import type { Knex } from 'knex';

/**
 * Personal access tokens (issue 28): what third parties send as `Authorization: Bearer thz_…`.
 * A token belongs to a student (or admin), or to a mini store (made in its owner portal); only
 * the SHA-256 of its secret is kept. Revoking deletes the row; the owner's deletion takes its
 * tokens with it. `last_used_at` is written at most once a minute per token (tokens module).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE access_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      store_id uuid REFERENCES stores (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['read', 'write', 'admin', 'chat']::text[]),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      last_used_at timestamptz,
      CHECK ((user_id IS NULL) <> (store_id IS NULL)),
      CHECK (store_id IS NULL OR scopes <@ ARRAY['read', 'write']::text[])
    )`);
  await knex.raw('CREATE INDEX access_tokens_user_idx ON access_tokens (user_id, created_at) WHERE user_id IS NOT NULL');
  await knex.raw('CREATE INDEX access_tokens_store_idx ON access_tokens (store_id, created_at) WHERE store_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE access_tokens');
}
