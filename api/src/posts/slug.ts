// A post's slug (listings and requests have one): made from its title, kept free by one retry policy.
// An edit keeps the slug, even of a new title: links already shared (the share button, chats,
// wishlists) keep working, and an edit never races another post for a free slug.
import type { Db } from '../db/knex.js';
import { escapeLike } from '../db/like.js';

/**
 * The slug of a title: lowercase, punctuation removed, spaces turned into '-'
 * ('Casio FX-991ES Plus!' → 'casio-fx991es-plus'). Letters of every script are kept; a title
 * with none gives `fallback`.
 */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of `base`, `base-1`, `base-2` ... that is not taken. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 1; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** How many times a post is inserted under the next free slug before a clash is given up on. */
export const SLUG_ATTEMPTS = 10;

/** Taken slugs of `table` that `base` or `base-N` could collide with (prefix scan on the slug index). */
const slugsLike = (db: Db, table: string, base: string) =>
  db(table)
    .where('slug', base)
    .orWhereRaw('slug LIKE ?', [`${escapeLike(base)}-%`])
    .pluck('slug') as Promise<string[]>;

const isUniqueClash = (err: unknown, constraint: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505' && 'constraint' in err && err.constraint === constraint;

export interface SluggedInsert<T> {
  /** The post's table; its slugs are unique through `${table}_slug_key`. */
  table: string;
  /** The slug to start from (see slugify). */
  base: string;
  insert: (savepoint: Db, slug: string) => Promise<T>;
}

/**
 * Inserts under the first free slug. Two posts choosing the same free slug at once both try it:
 * the unique index lets one in and the other retries (inside a savepoint, so the caller's
 * transaction survives) with the next one, up to SLUG_ATTEMPTS times.
 */
export async function insertUnderFreeSlug<T>(trx: Db, { table, base, insert }: SluggedInsert<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = firstFreeSlug(base, await slugsLike(trx, table, base));
    try {
      return await trx.transaction((savepoint) => insert(savepoint, slug));
    } catch (err) {
      if (!isUniqueClash(err, `${table}_slug_key`) || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}
