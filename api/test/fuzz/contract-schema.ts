/**
 * Reading the contract for the fuzz (contract-cases.ts): its operations with their parameters
 * and bodies, `$ref`s followed and `allOf` merged, a seeded PRNG, and for any request schema a
 * value it accepts (as far as a generator without a solver can tell).
 */

// ---------------------------------------------------------------------------------------------
// Contract reading

/** A JSON Schema object as the contract writes it (OpenAPI 3.1 = JSON Schema 2020-12). */
export type Schema = { [key: string]: unknown };

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. `/api/listings/{id}`. */
  path: string;
  tags: string[];
  /** Someone without a session may call it (`security` empty or holding `{}`). */
  allowsVisitor: boolean;
  parameters: ContractParameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Follows local `$ref`s (`#/components/...`) until a real object. */
export function deref<T = Schema>(doc: OpenApiDocument, value: unknown): T {
  let current = value as Schema;
  for (let hops = 0; typeof current?.$ref === 'string'; hops += 1) {
    if (hops > 50) throw new Error(`$ref cycle at ${String(current.$ref)}`);
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc) as Schema;
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current as T;
}

/** Every operation of the contract, in contract order. */
export function contractOperations(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => deref<Schema>(doc, p));
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[]) ?? []).map((p) => deref<Schema>(doc, p));
      const byKey = new Map<string, Schema>();
      for (const p of [...shared, ...own]) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const requestBody = op.requestBody ? deref<Schema>(doc, op.requestBody) : undefined;
      const content = requestBody?.content as Record<string, { schema?: Schema }> | undefined;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      operations.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        tags: (op.tags as string[]) ?? [],
        allowsVisitor: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
        parameters: [...byKey.values()].map((p) => ({
          name: String(p.name),
          in: p.in as ContractParameter['in'],
          required: p.required === true,
          schema: (p.schema as Schema) ?? {},
        })),
        ...(contentType && media
          ? { body: { contentType, schema: media.schema ?? {}, required: requestBody?.required === true } }
          : {}),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

export interface Rng {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough to pick cases reproducibly. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => int(16).toString(16));
      hex[12] = '4';
      hex[16] = '89ab'[int(4)]!;
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}

/** A stable number for a string, to seed each operation on its own (adding one leaves the others' cases alone). */
export function hashSeed(seed: number, text: string): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Values the contract accepts

/** `text` repeated or cut to exactly `length` code points. */
export function sized(text: string, length: number): string {
  const points = Array.from(text);
  if (points.length === 0) return '';
  // repeat(), not an array of code points: the fuzz asks for a 100 KB string per string field.
  return points.join('').repeat(Math.floor(length / points.length)) + points.slice(0, length % points.length).join('');
}

export interface ValueContext {
  rng: Rng;
  /** Ids of real things (users, listings, ...), used where a uuid is asked for. */
  knownIds: readonly string[];
}

export type Variant = 'minimal' | 'full';

/**
 * The schema with `$ref`s followed and `allOf` merged into one object schema (enough for request
 * bodies; the contract keeps its composition simple).
 */
export function normalize(doc: OpenApiDocument, schema: unknown): Schema {
  const s = deref<Schema>(doc, schema ?? {});
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  const merged: Schema = { ...rest };
  const properties: Record<string, unknown> = { ...((rest.properties as object) ?? {}) };
  const required = new Set<string>((rest.required as string[]) ?? []);
  for (const part of (allOf as unknown[]).map((p) => normalize(doc, p))) {
    Object.assign(properties, part.properties ?? {});
    for (const r of (part.required as string[]) ?? []) required.add(r);
    for (const [k, v] of Object.entries(part)) if (!['properties', 'required'].includes(k) && !(k in merged)) merged[k] = v;
  }
  return { ...merged, type: merged.type ?? 'object', properties, required: [...required] };
}

export const typesOf = (s: Schema): string[] => {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
};

/** The branches a value may take (oneOf/anyOf), without the bare `null` ones. */
export function branchesOf(doc: OpenApiDocument, s: Schema): Schema[] | undefined {
  const list = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (!list) return undefined;
  const branches = list.map((b) => normalize(doc, b)).filter((b) => !(typesOf(b).length === 1 && typesOf(b)[0] === 'null'));
  return branches.length ? branches : undefined;
}

function sampleString(s: Schema, ctx: ValueContext, name: string): string {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? Math.max(min, 60);
  switch (s.format) {
    case 'uuid':
      return ctx.knownIds.length ? ctx.rng.pick(ctx.knownIds) : ctx.rng.uuid();
    case 'email':
      return `fuzz.${ctx.rng.int(1e6)}@campus.edu`;
    case 'date-time':
      return new Date(Date.UTC(2025, 0, 15, 12)).toISOString();
    case 'date':
      return '2025-01-15';
    case 'uri':
    case 'url':
      return 'https://example.com/fuzz';
  }
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern as string, 'u');
    const candidates = ['/fuzz', 'https://example.com/fuzz', '+91 98765 43210', 'fuzz', 'abc123', ''];
    const fit = candidates.find((c) => re.test(c) && c.length >= min && c.length <= max);
    if (fit !== undefined) return fit;
  }
  const base = /name/i.test(name) ? 'Fuzz Student ' : 'Fuzz sample text for the contract walk. ';
  return sized(base, Math.min(max, Math.max(min, Math.min(24, max)))).replace(/\s+$/, 'x');
}

function sampleNumber(s: Schema, integer: boolean): number {
  const lo =
    (s.minimum as number | undefined) ??
    (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.01) : undefined);
  const hi =
    (s.maximum as number | undefined) ??
    (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.01) : undefined);
  let value = 1;
  if (lo !== undefined && value < lo) value = Math.ceil(lo);
  if (hi !== undefined && value > hi) value = Math.floor(hi);
  return value;
}

/** A value the schema accepts (as far as a generator without a solver can tell). */
export function sample(doc: OpenApiDocument, schema: unknown, ctx: ValueContext, variant: Variant, name = ''): unknown {
  const s = normalize(doc, schema);
  if ('const' in s) return s.const;
  if ('default' in s && variant === 'minimal' && s.default !== null) return s.default;
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).find((v) => v !== null) ?? null;
  const branches = branchesOf(doc, s);
  if (branches) return sample(doc, branches[0], ctx, variant, name);
  const type = typesOf(s).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'string':
      return sampleString(s, ctx, name);
    case 'integer':
    case 'number':
      return sampleNumber(s, type === 'integer');
    case 'boolean':
      return true;
    case 'array': {
      const min = (s.minItems as number | undefined) ?? 0;
      const max = (s.maxItems as number | undefined) ?? 3;
      const count = Math.min(max, Math.max(min, variant === 'full' ? 1 : 0));
      const items: unknown[] = [];
      for (let i = 0; i < count * 4 && items.length < count; i += 1) {
        const item = sample(doc, s.items, ctx, variant, name);
        if (!s.uniqueItems || !items.some((x) => JSON.stringify(x) === JSON.stringify(item))) items.push(item);
      }
      // Distinct uuids when the known ids ran out.
      while (items.length < count) items.push(ctx.rng.uuid());
      return items;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((s.required as string[]) ?? []);
      const properties = (s.properties as Record<string, unknown>) ?? {};
      for (const [key, prop] of Object.entries(properties)) {
        if (variant === 'full' || required.has(key)) out[key] = sample(doc, prop, ctx, variant, key);
      }
      const minProperties = (s.minProperties as number | undefined) ?? 0;
      for (const key of Object.keys(properties)) {
        if (Object.keys(out).length >= minProperties) break;
        if (!(key in out)) out[key] = sample(doc, properties[key], ctx, variant, key);
      }
      return out;
    }
    default:
      return null;
  }
}
