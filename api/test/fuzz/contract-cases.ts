/**
 * The malformed requests the contract fuzz sends: read an OpenAPI 3.1 document (the bundled
 * `api/generated/openapi.json`), list its operations and, for one operation, build a valid-ish
 * baseline from its schemas and the mutations of it (missing and extra fields, wrong types, nulls,
 * huge and unicode strings, NUL characters, out-of-range numbers and dates, bad ids, invalid JSON,
 * wrong content types, broken multipart bodies). Pure and deterministic: the same seed gives the
 * same cases. Sending them and judging the answers is `contract-fuzz.ts`'s job.
 */
import zlib from 'node:zlib';
import { KB, mutationsOf, nastyStrings } from './contract-mutations.js';
import {
  branchesOf,
  createRng,
  hashSeed,
  normalize,
  sample,
  typesOf,
  type ContractOperation,
  type OpenApiDocument,
  type Rng,
  type Schema,
  type ValueContext,
  type Variant,
} from './contract-schema.js';

// ---------------------------------------------------------------------------------------------
// Requests

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  /** Sent as is, with this Content-Type (none when undefined). */
  | { kind: 'raw'; contentType: string | undefined; data: string | Buffer }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; filename: string; contentType: string; data: Buffer }[];
    };

export interface FuzzRequest {
  method: string;
  /** Path and query string, already percent-encoded (some cases encode badly on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: FuzzBody;
}

export interface FuzzCase {
  /** What is wrong with this request, e.g. `body /title: NUL character`. */
  label: string;
  /** Lower runs first; the budget cuts the highest tiers. */
  tier: 1 | 2 | 3;
  request: FuzzRequest;
}

/** Over express.json's limit (100kb). */
const OVER_BODY_LIMIT = 110 * KB;
/** Just under it, with room for the rest of the body. */
const NEAR_BODY_LIMIT = 98 * KB;
/** Node refuses request heads over 16 KB (431, before the app): query strings and paths stay under. */
const LONG_URL_PART = 6 * KB;

// ---------------------------------------------------------------------------------------------
// Walking a body

type Segment = string | number;

interface FieldSite {
  path: Segment[];
  schema: Schema;
  required: boolean;
}

/** Every place in `value` that has a schema, down to `depth` levels. */
function fieldSites(doc: OpenApiDocument, schema: unknown, value: unknown, path: Segment[] = [], depth = 4): FieldSite[] {
  if (depth === 0) return [];
  const s = normalize(doc, schema);
  const sites: FieldSite[] = [];
  const branch = branchesOf(doc, s)?.find((b) => typesOf(b).includes(Array.isArray(value) ? 'array' : typeof value)) ?? s;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const props = (branch.properties as Record<string, unknown>) ?? {};
    const required = new Set((branch.required as string[]) ?? []);
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (!(key in props)) continue;
      const childSchema = normalize(doc, props[key]);
      sites.push({ path: [...path, key], schema: childSchema, required: required.has(key) });
      sites.push(...fieldSites(doc, childSchema, child, [...path, key], depth - 1));
    }
  } else if (Array.isArray(value) && value.length > 0 && branch.items) {
    const itemSchema = normalize(doc, branch.items);
    sites.push({ path: [...path, 0], schema: itemSchema, required: true });
    sites.push(...fieldSites(doc, itemSchema, value[0], [...path, 0], depth - 1));
  }
  return sites;
}

const pointer = (path: Segment[]) => `/${path.join('/')}`;

function getAt(value: unknown, path: Segment[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A copy of `value` with the thing at `path` replaced (or removed when `replacement` is `REMOVE`). */
const REMOVE = Symbol('remove');
function setAt(value: unknown, path: Segment[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const next = setAt((copy as Record<string | number, unknown>)[head!], rest, replacement);
  if (next === REMOVE) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete (copy as Record<string, unknown>)[head as string];
  } else (copy as Record<string | number, unknown>)[head!] = next;
  return copy;
}

/**
 * The bodies a JSON operation is fuzzed from: required fields only and every field, per branch of
 * a top-level oneOf (one per discriminator mapping).
 */
export function baselineBodies(
  doc: OpenApiDocument,
  schema: unknown,
  ctx: ValueContext,
): { name: string; branch: number; schema: Schema; value: unknown; variant: Variant }[] {
  const s = normalize(doc, schema);
  const branches = branchesOf(doc, s) ?? [s];
  return branches.flatMap((branch, i) => {
    const name = branches.length > 1 ? `branch ${i + 1}` : '';
    return (['minimal', 'full'] as const).map((variant) => ({
      name: [name, variant].filter(Boolean).join(', '),
      branch: i,
      schema: branch,
      value: sample(doc, branch, ctx, variant),
      variant,
    }));
  });
}

// ---------------------------------------------------------------------------------------------
// Cases of one operation

export interface CaseOptions {
  seed: number;
  knownIds: readonly string[];
  /** Values for the path parameters (real ids found by the caller); missing ones are sampled. */
  pathValues?: Record<string, string>;
  /**
   * A body known to be accepted, to mutate instead of the generated one; called once per case
   * (so it may hand out fresh ids). `branch` is the index of the top-level oneOf branch asked
   * for (0 without oneOf); answering undefined keeps the generated body.
   */
  example?: (branch: number) => unknown;
  /** Extra headers for every request (e.g. none; the fuzz adds X-Forwarded-For itself). */
  headers?: Record<string, string>;
}

/** The bad values a path parameter is tried with (percent-encoded where a client would encode). */
export function badPathValues(rng: Rng, schema: Schema): { label: string; raw: string }[] {
  const enc = encodeURIComponent;
  const values: { label: string; raw: string }[] = [
    { label: 'random uuid', raw: rng.uuid() },
    { label: 'nil uuid', raw: '00000000-0000-0000-0000-000000000000' },
    { label: "'abc'", raw: 'abc' },
    { label: "'-1'", raw: '-1' },
    { label: "'../..' (raw)", raw: '../..' },
    { label: "'../..' (encoded)", raw: enc('../..') },
    { label: "'%00'", raw: '%00' },
    { label: "a lone '%'", raw: '%' },
    { label: "'%zz' (bad escape)", raw: '%zz' },
    { label: 'invalid UTF-8 (%C0%AF)', raw: '%C0%AF' },
    { label: 'encoded lone surrogate (%ED%A0%80)', raw: '%ED%A0%80' },
    { label: 'emoji', raw: enc('🎉') },
    { label: 'right-to-left text', raw: enc(nastyStrings.rtl) },
    { label: `${LONG_URL_PART} chars`, raw: 'a'.repeat(LONG_URL_PART) },
    { label: 'uuid with a trailing space', raw: `${rng.uuid()}%20` },
    { label: 'uuid + NUL', raw: `${rng.uuid()}%00` },
    { label: 'SQL text', raw: enc(nastyStrings.sql) },
  ];
  if (Array.isArray(schema.enum)) values.push({ label: 'not in the enum', raw: 'nope.webp' });
  return values;
}

const QUERY_BAD_VALUES: { label: string; raw: string; tier: 1 | 2 | 3 }[] = [
  { label: 'empty', raw: '', tier: 2 },
  { label: "'abc'", raw: 'abc', tier: 1 },
  { label: "'-1'", raw: '-1', tier: 1 },
  { label: "'0'", raw: '0', tier: 2 },
  { label: "'1.5'", raw: '1.5', tier: 2 },
  { label: "'1e309'", raw: '1e309', tier: 2 },
  { label: "'NaN'", raw: 'NaN', tier: 2 },
  { label: "'Infinity'", raw: 'Infinity', tier: 3 },
  { label: '20 digits', raw: '99999999999999999999', tier: 1 },
  { label: '2^31', raw: '2147483648', tier: 1 },
  { label: "'0x10'", raw: '0x10', tier: 3 },
  { label: 'NUL (%00)', raw: '%00', tier: 1 },
  { label: 'text with a NUL', raw: 'a%00b', tier: 1 },
  { label: "a lone '%'", raw: '%', tier: 2 },
  { label: 'invalid UTF-8 (%C0%AF)', raw: '%C0%AF', tier: 2 },
  { label: 'encoded lone surrogate', raw: '%ED%A0%80', tier: 2 },
  { label: 'emoji', raw: encodeURIComponent(nastyStrings.emoji), tier: 2 },
  { label: 'right-to-left text', raw: encodeURIComponent(nastyStrings.rtl), tier: 3 },
  { label: 'LIKE wildcards', raw: encodeURIComponent(nastyStrings.like), tier: 2 },
  { label: 'SQL text', raw: encodeURIComponent(nastyStrings.sql), tier: 3 },
  { label: `${LONG_URL_PART} chars`, raw: 'q'.repeat(LONG_URL_PART), tier: 1 },
  { label: 'date far in the future', raw: '9999-12-31T23:59:59Z', tier: 2 },
  { label: 'year 0', raw: '0000-01-01T00:00:00Z', tier: 2 },
  { label: "'true'", raw: 'true', tier: 3 },
  { label: 'bracket syntax value', raw: '%5B%5D', tier: 3 },
];

/** A tiny valid PNG (1×1, grey), as sharp writes it. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b' +
    '0000000c494441540899636868680000030401811eceffa60000000049454e44ae426082',
  'hex',
);

/** The tiny PNG with a header (and a right checksum) claiming 65535×65535 pixels: a decompression bomb's shape. */
const BOMB_PNG = (() => {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(0xffff, 16);
  png.writeUInt32BE(0xffff, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
})();

const queryValue = (v: unknown) => (typeof v === 'string' ? encodeURIComponent(v) : encodeURIComponent(JSON.stringify(v)));

/**
 * Every case for one operation, cheapest and likeliest to break first: the baseline, each path
 * parameter's bad values, query mutations, body mutations (fields and whole body), then the
 * rest. `budget` keeps the first N after ordering by tier.
 */
export function operationCases(doc: OpenApiDocument, op: ContractOperation, options: CaseOptions, budget: number): FuzzCase[] {
  const rng = createRng(hashSeed(options.seed, op.operationId));
  const ctx: ValueContext = { rng, knownIds: options.knownIds };
  const headers = options.headers ?? {};

  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathValues: Record<string, string> = {};
  for (const p of pathParams) {
    pathValues[p.name] = options.pathValues?.[p.name] ?? encodeURIComponent(String(sample(doc, p.schema, ctx, 'minimal', p.name)));
  }
  const baseQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, queryValue(sample(doc, p.schema, ctx, 'minimal', p.name))]);

  const url = (values: Record<string, string>, query: [string, string][]) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
  };

  const json = op.body?.contentType.includes('json') ? op.body : undefined;
  const multipart = op.body?.contentType.startsWith('multipart/') ? op.body : undefined;
  const baselines = json ? baselineBodies(doc, json.schema, ctx) : [];
  /** A fresh accepted body for a baseline: the example for its branch, else the generated one. */
  const bodyFor = (b: (typeof baselines)[number]) => (b.variant === 'full' ? options.example?.(b.branch) : undefined) ?? b.value;
  const defaultBody = (): FuzzBody | undefined => {
    if (json) return { kind: 'json', value: bodyFor(baselines.find((b) => b.variant === 'full')!) };
    if (multipart) return { kind: 'multipart', fields: [], files: [{ field: 'image', filename: 'photo.png', contentType: 'image/png', data: TINY_PNG }] };
    return undefined;
  };

  const cases: FuzzCase[] = [];
  const add = (tier: FuzzCase['tier'], label: string, request: Partial<Omit<FuzzRequest, 'body'>> & { body?: FuzzBody | null }) => {
    const body = request.body === null ? undefined : (request.body ?? defaultBody());
    cases.push({
      label,
      tier,
      request: {
        method: request.method ?? op.method,
        url: request.url ?? url(pathValues, baseQuery),
        headers: { ...headers, ...request.headers },
        ...(body ? { body } : {}),
      },
    });
  };

  // The baseline, and each body variant as generated.
  add(1, 'baseline', {});
  if (budget <= 1) return cases;
  for (const b of baselines) add(2, `generated body (${b.name})`, { body: { kind: 'json', value: b.value } });

  // Path parameters.
  for (const p of pathParams) {
    for (const bad of badPathValues(rng, p.schema)) {
      add(bad.label === 'random uuid' || bad.label === "'abc'" || bad.label === "'%00'" ? 1 : 2, `path ${p.name}: ${bad.label}`, {
        url: url({ ...pathValues, [p.name]: bad.raw }, baseQuery),
      });
    }
  }

  // Query parameters.
  for (const p of queryParams) {
    const others = baseQuery.filter(([k]) => k !== p.name);
    for (const bad of QUERY_BAD_VALUES) {
      add(bad.tier, `query ${p.name}: ${bad.label}`, { url: url(pathValues, [...others, [p.name, bad.raw]]) });
    }
    const good = queryValue(sample(doc, p.schema, ctx, 'full', p.name));
    add(1, `query ${p.name}: valid value followed by a NUL`, { url: url(pathValues, [...others, [p.name, `${good}%00`]]) });
    add(2, `query ${p.name}: given twice`, { url: url(pathValues, [...others, [p.name, good], [p.name, good]]) });
    add(3, `query ${p.name}: given 100 times`, { url: url(pathValues, [...others, ...Array.from({ length: 100 }, () => [p.name, good] as [string, string])]) });
    add(3, `query ${p.name}[]: bracket name`, { url: url(pathValues, [...others, [`${p.name}%5B%5D`, good]]) });
    if (p.required) add(1, `query ${p.name}: missing`, { url: url(pathValues, others) });
  }
  add(1, 'unknown query parameter', { url: url(pathValues, [...baseQuery, ['zzUnknown', '1']]) });
  add(3, `query string of ${LONG_URL_PART} chars`, { url: url(pathValues, [...baseQuery, ['zz', 'z'.repeat(LONG_URL_PART)]]) });

  // JSON bodies: each field of each baseline, then the body as a whole.
  if (json) {
    for (const b of baselines) {
      const base = bodyFor(b);
      const sites = fieldSites(doc, b.schema, base);
      for (const site of sites) {
        const at = pointer(site.path);
        const current = getAt(base, site.path);
        // Required fields go missing from the minimal body; the full body takes the value mutations.
        if (b.variant === 'minimal') {
          if (site.required) add(1, `body [${b.name}] ${at}: missing`, { body: { kind: 'json', value: setAt(base, site.path, REMOVE) } });
          continue;
        }
        // Each case mutates a fresh body, so one that gets through spends none of the others' ids.
        for (const mutation of mutationsOf(doc, site.schema, current, ctx)) {
          add(mutation.tier, `body [${b.name}] ${at}: ${mutation.label}`, {
            body: { kind: 'json', value: setAt(bodyFor(b), site.path, mutation.value) },
          });
        }
        if (site.schema.type === 'object' || site.schema.properties) {
          add(2, `body [${b.name}] ${at}: unknown field inside`, {
            body: { kind: 'json', value: setAt(bodyFor(b), [...site.path, 'zzUnknown'], 'x') },
          });
        }
        if (site.schema.type === 'number' || site.schema.type === 'integer') {
          // JSON.parse reads 1e309 as Infinity: only raw text can carry it.
          const marker = '"__fuzz_number__"';
          const text = JSON.stringify(setAt(bodyFor(b), site.path, '__fuzz_number__')).replace(marker, '1e309');
          add(2, `body [${b.name}] ${at}: 1e309 literal`, { body: { kind: 'raw', contentType: 'application/json', data: text } });
        }
      }
    }
    const base = defaultBody()!.kind === 'json' ? (defaultBody() as { value: unknown }).value : {};
    const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
    const raw = (label: string, contentType: string | undefined, data: string | Buffer, tier: FuzzCase['tier'] = 1) =>
      add(tier, label, { body: { kind: 'raw', contentType, data } });
    add(1, 'body: unknown top-level field', { body: { kind: 'json', value: { ...baseObject, zzUnknown: 'x' } } });
    add(1, 'body: empty object', { body: { kind: 'json', value: {} } });
    add(1, 'body: null', { body: { kind: 'json', value: null } });
    add(2, 'body: array', { body: { kind: 'json', value: [baseObject] } });
    add(2, 'body: string', { body: { kind: 'json', value: 'text' } });
    add(2, 'body: number', { body: { kind: 'json', value: 42 } });
    add(1, 'body: none at all', { body: null });
    raw('body: truncated JSON', 'application/json', JSON.stringify(baseObject).slice(0, -3));
    raw('body: NaN literal', 'application/json', '{"value": NaN}', 2);
    raw('body: empty with JSON content type', 'application/json', '', 2);
    raw('body: JSON with a raw NUL byte', 'application/json', '{"a":"\u0000"}', 2);
    raw('body: __proto__ key', 'application/json', `{"__proto__":{"isAdmin":true},${JSON.stringify(baseObject).slice(1)}`.replace(/,}$/, '}'), 2);
    raw('body: duplicate keys', 'application/json', `${JSON.stringify(baseObject).slice(0, -1)}${Object.keys(baseObject).length ? ',' : ''}"${Object.keys(baseObject)[0] ?? 'a'}":null}`, 3);
    raw('body: JSON as text/plain', 'text/plain', JSON.stringify(baseObject));
    raw('body: form-encoded', 'application/x-www-form-urlencoded', 'title=x&description=y', 2);
    raw('body: no Content-Type', undefined, JSON.stringify(baseObject), 2);
    raw('body: JSON with charset=latin1', 'application/json; charset=latin1', JSON.stringify(baseObject), 2);
    raw('body: JSON with a bogus content type', 'application/x-fuzz', JSON.stringify(baseObject), 3);
    raw('body: invalid UTF-8 bytes', 'application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xff, 0x22, 0x7d]), 2);
    raw('body: UTF-16 with a BOM', 'application/json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]), 3);
    add(2, 'body: multipart instead of JSON', { body: { kind: 'multipart', fields: [['title', 'x']], files: [] } });
    add(1, 'body: over the JSON limit (110 KB)', { body: { kind: 'json', value: { ...baseObject, zzPadding: 'p'.repeat(OVER_BODY_LIMIT) } } });
    const firstString = Object.entries(baseObject).find(([, v]) => typeof v === 'string')?.[0];
    if (firstString) {
      add(1, `body /${firstString}: near the JSON limit (98 KB)`, { body: { kind: 'json', value: { ...baseObject, [firstString]: 'n'.repeat(NEAR_BODY_LIMIT) } } });
    }
    add(3, 'body: 5,000 levels of nesting', { body: { kind: 'raw', contentType: 'application/json', data: `${'['.repeat(5000)}${']'.repeat(5000)}` } });
  } else if (!multipart && op.method !== 'GET' && op.method !== 'DELETE') {
    // No body in the contract: one that is sent anyway must still be handled.
    add(2, 'unexpected JSON body', { body: { kind: 'json', value: { zzUnknown: 'x' } } });
    add(2, 'unexpected invalid JSON body', { body: { kind: 'raw', contentType: 'application/json', data: '{"a":' } });
    add(3, 'unexpected body over the JSON limit', { body: { kind: 'json', value: { p: 'p'.repeat(OVER_BODY_LIMIT) } } });
  } else if (op.method === 'DELETE' || op.method === 'GET') {
    add(3, `unexpected JSON body on ${op.method}`, { body: { kind: 'json', value: { zzUnknown: 'x' } } });
  }

  if (multipart) {
    const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png', field = 'image') => ({ field, filename, contentType, data });
    const mp = (tier: FuzzCase['tier'], label: string, fields: [string, string][], files: ReturnType<typeof file>[]) =>
      add(tier, `multipart: ${label}`, { body: { kind: 'multipart', fields, files } });
    mp(1, 'no file', [], []);
    mp(1, 'empty file', [], [file(Buffer.alloc(0))]);
    mp(1, 'text pretending to be a PNG', [], [file(Buffer.from('hello, not an image'))]);
    mp(1, 'truncated PNG', [], [file(TINY_PNG.subarray(0, 30))]);
    mp(1, 'PNG header claiming 65535×65535', [], [file(BOMB_PNG)]);
    mp(2, 'SVG with a script', [], [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml')]);
    mp(2, 'file under another field name', [], [file(TINY_PNG, 'photo.png', 'image/png', 'picture')]);
    mp(1, 'two files', [], [file(TINY_PNG), file(TINY_PNG, 'b.png')]);
    mp(2, 'unknown text field', [['zzUnknown', 'x']], [file(TINY_PNG)]);
    mp(2, 'the file field sent as text', [['image', 'not a file']], []);
    mp(2, 'filename with path traversal', [], [file(TINY_PNG, '../../etc/passwd')]);
    mp(2, 'filename with NUL and unicode', [], [file(TINY_PNG, 'a\u0000😀مرحبا.png')]);
    mp(3, '200 KB text field', [['zzBig', 'b'.repeat(200 * KB)]], [file(TINY_PNG)]);
    mp(3, '20 text fields', Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'] as [string, string]), [file(TINY_PNG)]);
    const boundary = 'fuzzboundary';
    const rawMp = (tier: FuzzCase['tier'], label: string, contentType: string | undefined, data: string) =>
      add(tier, `multipart: ${label}`, { body: { kind: 'raw', contentType, data } });
    rawMp(1, 'body cut before its end boundary', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`);
    rawMp(1, 'garbage with a multipart content type', `multipart/form-data; boundary=${boundary}`, 'this is not multipart at all');
    rawMp(2, 'multipart without a boundary', 'multipart/form-data', `--${boundary}\r\n\r\n--${boundary}--`);
    rawMp(2, 'part without Content-Disposition', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`);
    rawMp(2, 'JSON instead of multipart', 'application/json', '{"image":"x"}');
    rawMp(3, 'no content type', undefined, 'x');
  }

  // Keep the order stable within a tier but spread it, so a budget cut drops a bit of everything.
  const [baseline, ...rest] = cases;
  const ordered = [1, 2, 3].flatMap((tier) => rng.shuffle(rest.filter((c) => c.tier === tier)));
  return [baseline!, ...ordered].slice(0, budget);
}
