/**
 * Bad values for one field of a request, by its schema (contract-cases.ts puts them in place):
 * wrong JSON types, NUL, unicode and oversized strings, bad uuids, e-mails and dates, numbers out
 * of every range (int4, safe integers, Infinity as text), odd arrays and objects.
 */
import { branchesOf, normalize, sample, sized, typesOf, type OpenApiDocument, type Schema, type ValueContext } from './contract-schema.js';

export const KB = 1024;

export const nastyStrings = {
  nul: 'nul\u0000byte',
  onlyNul: '\u0000',
  emoji: '🎉👩‍💻🇮🇳 ok',
  rtl: 'مرحبا \u202Eevil\u202C שלום',
  zalgo: 'Z̸̢̛̗a̶l̷g̴o̵',
  loneSurrogate: 'a\uD800b',
  controls: '\u0001\u0007\u001b[31m\r\n\t',
  whitespace: ' \t\n ',
  sql: "' OR 1=1; DROP TABLE users; --",
  like: '%_\\%\\_',
  html: '<script>alert(1)</script>',
  json: '{"$gt":""}',
  bom: '\uFEFFtext',
};

const utf8ByteLength = (s: string) => Buffer.byteLength(s, 'utf8');

export interface Mutation {
  label: string;
  value: unknown;
  tier: 1 | 2 | 3;
}

const describe = (value: unknown): string => {
  if (typeof value === 'string') {
    if (value.length > 200) return `string of ${value.length} chars (${utf8ByteLength(value)} bytes)`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value) && value.length > 20) return `array of ${value.length}`;
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Values of the wrong JSON type for a field of these types. */
function wrongTypes(types: string[]): Mutation[] {
  const all: [string, unknown][] = [
    ['null', null],
    ['boolean', true],
    ['number', 12345],
    ['number', -1.5],
    ['string', 'not-the-right-type'],
    ['string', '123'],
    ['array', ['x', 1]],
    ['object', { nested: { deeper: true } }],
  ];
  const ok = new Set(types.flatMap((t) => (t === 'integer' ? ['integer', 'number'] : [t])));
  return all
    .filter(([t]) => !ok.has(t) && !(t === 'number' && ok.has('integer')))
    .map(([t, value], i) => ({ label: `wrong type (${t}) ${describe(value)}`, value, tier: i === 0 ? 1 : 2 }));
}

function stringMutations(s: Schema, baseline: string): Mutation[] {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = s.maxLength as number | undefined;
  const pad = (text: string) => (Array.from(text).length >= min ? text : text + sized('x', min - Array.from(text).length));
  const m = (label: string, value: unknown, tier: 1 | 2 | 3): Mutation => ({ label, value, tier });
  const out: Mutation[] = [];
  if (Array.isArray(s.enum)) {
    out.push(m('not in the enum', 'definitely-not-a-listed-value', 1), m('enum value in upper case', String(s.enum[0]).toUpperCase(), 2));
    out.push(m('empty string', '', 2), m('NUL character', `${String(s.enum[0])}\u0000`, 1));
    return out;
  }
  switch (s.format) {
    case 'uuid':
      return [
        m('not a uuid', 'abc', 1),
        m('nil uuid', '00000000-0000-0000-0000-000000000000', 1),
        m('max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 2),
        m('uuid in upper case', baseline.toUpperCase(), 2),
        m('uuid without dashes', baseline.replaceAll('-', ''), 2),
        m('uuid with a NUL', `${baseline}\u0000`, 1),
        m('uuid in braces', `{${baseline}}`, 3),
        m('empty string', '', 2),
      ];
    case 'email':
      return [
        m('no domain dot', 'a@b', 2),
        m('local part of 250 chars', `${'x'.repeat(250)}@campus.edu`, 2),
        m('unicode address', 'ünï.çødé@campus.edu', 1),
        m('NUL in address', 'nul\u0000byte@campus.edu', 1),
        m('quoted local part', '"a b"@campus.edu', 3),
        m('address with CRLF', 'a@campus.edu\r\nBcc: x@evil.test', 2),
        m('empty string', '', 2),
      ];
    case 'date-time':
    case 'date':
      return [
        m('year 1', '0001-01-01T00:00:00Z', 2),
        m('year 9999', '9999-12-31T23:59:59Z', 1),
        m('six-digit year', '+275760-09-13T00:00:00Z', 2),
        m('30 February', '2024-02-30T00:00:00Z', 2),
        m('offset +25:00', '2024-01-01T00:00:00+25:00', 3),
        m('not a date', 'yesterday', 1),
        m('epoch number as text', '1700000000000', 3),
      ];
  }
  if (typeof s.pattern === 'string') out.push(m('breaks the pattern', pad('no match here ✗'), 1));
  out.push(
    m('NUL character', pad(nastyStrings.nul), 1),
    m('only a NUL', pad(nastyStrings.onlyNul), 2),
    m('emoji', pad(nastyStrings.emoji), 2),
    m('right-to-left and bidi controls', pad(nastyStrings.rtl), 2),
    m('lone surrogate', pad(nastyStrings.loneSurrogate), 2),
    m('control characters', pad(nastyStrings.controls), 3),
    m('whitespace only', pad(nastyStrings.whitespace), 2),
    m('SQL text', pad(nastyStrings.sql), 3),
    m('LIKE wildcards', pad(nastyStrings.like), 2),
    m('HTML', pad(nastyStrings.html), 3),
    m('combining marks', pad(nastyStrings.zalgo), 3),
    m('100 KB string', sized('long ', 100 * KB), 1),
    m('empty string', '', 2),
  );
  if (max !== undefined) {
    out.push(m(`maxLength (${max}) of 4-byte emoji`, sized('😀', max), 1), m(`maxLength + 1 (${max + 1})`, sized('y', max + 1), 2));
  }
  return out;
}

function numberMutations(s: Schema, integer: boolean): Mutation[] {
  const m = (label: string, value: unknown, tier: 1 | 2 | 3): Mutation => ({ label, value, tier });
  const out: Mutation[] = [
    m('-1', -1, 2),
    m('0', 0, 3),
    m('2^31 (int4 overflow)', 2 ** 31, 1),
    m('-2^31 - 1', -(2 ** 31) - 1, 2),
    m('2^53 + 2 (past safe integers)', 2 ** 53 + 2, 2),
    m('1e21', 1e21, 2),
    m('1e308', 1e308, 1),
    m('-1e308', -1e308, 3),
    m('1.5 (fraction)', 1.5, integer ? 1 : 3),
    m('0.001 (three decimals)', 0.001, 2),
    m('1e-7', 1e-7, 3),
    m('number as text "12"', '12', 2),
    m('"NaN" as text', 'NaN', 2),
    m('"Infinity" as text', 'Infinity', 1),
    m('"-1e309" as text', '-1e309', 2),
  ];
  if (typeof s.maximum === 'number') out.push(m(`maximum (${s.maximum})`, s.maximum, 1), m(`maximum + 1`, s.maximum + 1, 2));
  if (typeof s.minimum === 'number') out.push(m(`minimum (${s.minimum})`, s.minimum, 2), m('minimum - 1', s.minimum - 1, 2));
  if (typeof s.maximum === 'number') out.push(m('just under maximum with cents', s.maximum - 0.01, 2));
  return out;
}

function arrayMutations(doc: OpenApiDocument, s: Schema, baseline: unknown[], ctx: ValueContext): Mutation[] {
  const item = baseline[0] ?? sample(doc, s.items, ctx, 'full');
  const m = (label: string, value: unknown, tier: 1 | 2 | 3): Mutation => ({ label, value, tier });
  const max = s.maxItems as number | undefined;
  return [
    m('empty array', [], 1),
    m('duplicate items', [item, item], 2),
    m('a null item', [null], 1),
    m('nested arrays', [[item]], 2),
    m('10,000 items', Array.from({ length: 10_000 }, () => item), 1),
    ...(max !== undefined ? [m(`maxItems + 1 (${max + 1}) distinct items`, Array.from({ length: max + 1 }, () => ctx.rng.uuid()), 2)] : []),
  ];
}

function objectMutations(): Mutation[] {
  return [
    { label: 'empty object', value: {}, tier: 2 },
    { label: 'deeply nested object', value: nest(200), tier: 3 },
  ];
}

function nest(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Mutations of a value of schema `schema` (its current `baseline`), wrong types first. */
export function mutationsOf(doc: OpenApiDocument, schema: Schema, baseline: unknown, ctx: ValueContext): Mutation[] {
  const s = normalize(doc, schema);
  const branches = branchesOf(doc, s);
  const types = [...new Set([...typesOf(s), ...(branches ?? []).flatMap(typesOf)])];
  const out: Mutation[] = wrongTypes(types);
  if ('const' in s) out.push({ label: 'not the const', value: typeof s.const === 'boolean' ? !s.const : 'other', tier: 1 });
  const leaf = branches?.find((b) => !typesOf(b).includes('object')) ?? s;
  if (types.includes('string')) out.push(...stringMutations(leaf, typeof baseline === 'string' ? baseline : ctx.rng.uuid()));
  if (types.includes('integer') || types.includes('number')) out.push(...numberMutations(leaf, !types.includes('number')));
  if (types.includes('array')) out.push(...arrayMutations(doc, s, Array.isArray(baseline) ? baseline : [], ctx));
  if (types.includes('object')) out.push(...objectMutations());
  return out;
}
