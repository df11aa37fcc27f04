/**
 * The SQL that api/src/modules/listings/listings.repository.ts has knex generate for browsing
 * (GET /api/listings) and for the detail (GET /api/listings/{id}), written out as text for the
 * bare server. run.ts compares it with what knex generates before measuring, so the two servers
 * run the same statements.
 */
import { containsWord } from '../../api/src/db/like.js';
import { wordStartsQuery } from '../../api/src/posts/search.js';

export interface BrowseInput {
  type: string;
  words: string[];
  /**
   * How the words match: by word start through the tsvector (what the API runs first), or as
   * substrings through the trigram column (what it runs when the first finds nothing).
   */
  match?: 'word-starts' | 'substrings';
  categories: string[];
  conditions: string[];
  durations: string[];
  minPrice?: number;
  maxPrice?: number;
  sort: 'newest' | 'oldest' | 'price-low' | 'price-high';
  page: number;
  pageSize: number;
}

export interface Statement {
  sql: string;
  bindings: unknown[];
}

const COUNT_CAP = 1000;
const AMOUNT = 'COALESCE(l.price, l.rental_amount)';

const sorts: Record<BrowseInput['sort'], string> = {
  newest: 'l.created_at DESC, l.id DESC',
  oldest: 'l.created_at ASC, l.id ASC',
  'price-low': `${AMOUNT} ASC, l.id ASC`,
  'price-high': `${AMOUNT} DESC, l.id DESC`,
};


/** The browse words as the API's service splits them. */
export const wordsOf = (q: string | null) => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);

function filter(f: BrowseInput, bindings: unknown[]) {
  const $ = (value: unknown) => `$${bindings.push(value)}`;
  let sql = `where "l"."listing_type" = ${$(f.type)} and l.is_available and l.expires_at > now()`;
  const tsquery = f.match === 'substrings' ? null : wordStartsQuery(f.words);
  if (tsquery !== null && f.words.length) sql += ` and l.search_vector @@ to_tsquery('simple', ${$(tsquery)})`;
  else for (const word of f.words) sql += ` and l.search_text LIKE ${$(containsWord(word))}`;
  const durations = f.type === 'lend' ? f.durations : [];
  if (f.categories.length) sql += ` and "l"."category" in (${f.categories.map($).join(', ')})`;
  if (f.conditions.length) sql += ` and "l"."condition" in (${f.conditions.map($).join(', ')})`;
  if (durations.length) sql += ` and "l"."rental_duration" in (${durations.map($).join(', ')})`;
  if (f.minPrice !== undefined) sql += ` and ${AMOUNT} >= ${$(f.minPrice)}`;
  if (f.maxPrice !== undefined) sql += ` and ${AMOUNT} <= ${$(f.maxPrice)}`;
  return { sql, $ };
}

const cardColumns =
  '"l"."id", "l"."slug", "l"."title", "l"."listing_type", "l"."category", "l"."condition", "l"."price", "l"."rental_amount", ' +
  '"l"."rental_duration", "l"."rental_deposit", "l"."is_boosted", "l"."is_available", "l"."created_at", "l"."seller_id", "l"."is_anonymous"';

/** What a card adds to the page's rows: the seller's name and picture, and the first picture. */
const cardExtras = '"u"."full_name" as "seller_name", "u"."profile_image" as "seller_image", fi.first_image_id';
const cardJoins =
  'inner join "users" as "u" on "u"."id" = "l"."seller_id" ' +
  'LEFT JOIN LATERAL (SELECT fi.id AS first_image_id FROM images fi WHERE fi.listing_id = l.id ORDER BY fi.position LIMIT 1) fi ON true';

/**
 * The page and the capped count in one statement: at most COUNT_CAP + 1 matches, read once into a
 * materialized CTE, give the count and, sorted, the page; the sellers and first pictures are joined to the page's rows.
 */
export function browseSample(f: BrowseInput): Statement {
  const bindings: unknown[] = [];
  const where = filter(f, bindings);
  const offset = (f.page - 1) * f.pageSize;
  const sql =
    `with "browse_sample" as materialized (select ${cardColumns} from "listings" as "l" ${where.sql} limit ${where.$(COUNT_CAP + 1)}) ` +
    `select "l".*, ${cardExtras}, (SELECT count(*) FROM browse_sample) AS browse_count from (select * from "browse_sample" as "l" ` +
    `order by ${sorts[f.sort]} limit ${where.$(f.pageSize)}${offset ? ` offset ${where.$(offset)}` : ''}) as "l" ${cardJoins} order by ${sorts[f.sort]}`;
  return { sql, bindings };
}

/** The page over every match, in order: what the API reads when more than COUNT_CAP match. */
export function browseItems(f: BrowseInput): Statement {
  const bindings: unknown[] = [];
  const where = filter(f, bindings);
  const offset = (f.page - 1) * f.pageSize;
  const sql =
    `select "l".*, ${cardExtras} from (select ${cardColumns} from "listings" as "l" ${where.sql} order by ${sorts[f.sort]} ` +
    `limit ${where.$(f.pageSize)}${offset ? ` offset ${where.$(offset)}` : ''}) as "l" ${cardJoins} order by ${sorts[f.sort]}`;
  return { sql, bindings };
}

export const browseCap = COUNT_CAP;

export const detail = (id: string): Statement => ({
  sql:
    'select "l"."id", "l"."slug", "l"."title", "l"."listing_type", "l"."category", "l"."condition", "l"."price", ' +
    '"l"."rental_amount", "l"."rental_duration", "l"."rental_deposit", "l"."is_boosted", "l"."is_available", "l"."created_at", ' +
    '"l"."seller_id", "l"."is_anonymous", "l"."description", "l"."product_age_years", "l"."product_age_months", "l"."tags", ' +
    '"l"."location_lat", "l"."location_lng", "l"."meeting_spot", "l"."anonymous_name", "l"."expires_at", "l"."updated_at", "l"."hidden_reason", ' +
    '"u"."full_name" as "seller_name", "u"."profile_image" as "seller_image", "u"."phone" as "seller_phone", ' +
    '(SELECT array_agg(ai.id ORDER BY ai.position) FROM images ai WHERE ai.listing_id = l.id) AS image_ids ' +
    'from "listings" as "l" inner join "users" as "u" on "u"."id" = "l"."seller_id" where "l"."id" = $1 limit $2',
  bindings: [id, 1],
});
