#!/usr/bin/env node
// One writer per table (DESIGN.md, "One owner per table"): every table of the database is written
// (insert, update, delete, upsert) by one owner only; anyone else calls the owner's named function.
// This check reads api/src and fails when a table has two writers, so a second writer is caught by
// `npm test` rather than found in review.
//
// Usage: node scripts/checks/table-writers.mjs [--verbose]
//   Prints each written table with its writer(s) (--verbose: with every place that writes it) and
//   exits 1 when a table has two or more writers, or when a write's table cannot be worked out.
//
// Who is the writer of a file:
//   - api/src/modules/<tag>/**      the module <tag>;
//   - api/src/<folder>/** (posts/, db/, http/, jobs/, ws/)   the folder itself ("db/", "jobs/"...):
//     a layer below or above the modules is a writer in its own right, so a job or a ws handler
//     that writes a module's table shows up as that table's second writer;
//   - api/src/*.ts (app.ts, main.ts, ...)   "app".
//   A kernel function that writes a table it is handed as a parameter (posts/expiry.ts's
//   `insertPost(db, table, ...)`) writes on behalf of its callers: each call's table argument, when a
//   string literal, is counted as a write by the calling file's owner.
// Tests, migrations and seeds live outside api/src and are not read; *.test.ts files are skipped.
//
// What counts as a write (read from the code with comments blanked out, strings kept):
//   - a knex chain opened on a table: `db('t')`, `trx<Row>('t as x')`, `.from('t')`, `.into('t')`,
//     `.table('t')`, holding `.insert/.update/.del/.delete/.increment/.decrement/.upsert/.merge/
//     .truncate` at its own level (a subquery's write inside an argument is not the outer table's);
//   - raw SQL anywhere in a string: `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE t`;
//   - a knex chain on a computed table (`trx(table)`), resolved through a local `const table = ...`
//     (every table literal in its initialiser counts) or through the callers of the enclosing
//     function (above). A write whose table stays unknown fails the check unless its file is in
//     DYNAMIC_ALLOWED below.
// Table names are checked against the CREATE TABLE statements of migrations/, so `createHash('sha256')
// .update(...)` is not taken for a table. knex names are camelCase in code (wrapIdentifier maps them
// to snake_case), so both spellings are read.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'api/src');
const MIGRATIONS = path.join(ROOT, 'migrations');
const verbose = process.argv.includes('--verbose');

/**
 * Tables two owners may write, each with why. Empty: every shared need so far is met by the
 * owner's named functions.
 */
const SHARED_TABLES = {};

/** Files whose computed-table writes are not one module's: each with why. */
const DYNAMIC_ALLOWED = {
  'db/pglite-import.ts':
    'copies every table of a legacy PGlite data folder into a new embedded server, once, at first start, before any module runs',
};

const WRITE_METHODS = new Set(['insert', 'update', 'del', 'delete', 'increment', 'decrement', 'upsert', 'merge', 'truncate']);

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// The database's tables, from the migrations (the one place that creates them).
const TABLES = new Set();
for (const file of fs.readdirSync(MIGRATIONS)) {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const m of text.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi)) TABLES.add(m[1].toLowerCase());
  for (const m of text.matchAll(/createTable(?:IfNotExists)?\(\s*['"]([A-Za-z_][\w]*)['"]/g)) TABLES.add(snake(m[1]));
}
/** The table a knex table argument names ('storeOrders as o' -> store_orders), or undefined. */
const tableOf = (arg) => {
  const name = snake(arg.trim().split(/\s+/)[0] ?? '');
  return TABLES.has(name) ? name : undefined;
};

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.(ts|mts|js|mjs)$/.test(e.name) && !/\.test\.|\.d\.ts$/.test(e.name) ? [full] : [];
  });

function ownerOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'modules') return parts[1];
  return parts.length > 1 ? `${parts[0]}/` : 'app';
}

/**
 * The source with comments replaced by spaces (newlines kept, so offsets and line numbers stay
 * true). Strings and template literals are kept: raw SQL lives in them. Regex literals are not
 * told apart: a quote inside one can only confuse the rest of its own line (strings end there).
 */
function blankComments(src) {
  const out = src.split('');
  const templateDepth = []; // brace depth at each open `${`, to know when a template resumes
  let braces = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') out[i++] = ' ';
      i--;
    } else if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      for (; i < stop; i++) if (src[i] !== '\n') out[i] = ' ';
      i--;
    } else if (c === "'" || c === '"') {
      for (i++; i < src.length && src[i] !== c && src[i] !== '\n'; i++) if (src[i] === '\\') i++;
    } else if (c === '`' || (c === '}' && templateDepth.at(-1) === braces)) {
      if (c === '}') templateDepth.pop();
      for (i++; i < src.length && src[i] !== '`'; i++) {
        if (src[i] === '\\') i++;
        else if (src[i] === '$' && src[i + 1] === '{') {
          templateDepth.push(++braces);
          i++;
          break;
        }
      }
    } else if (c === '{') braces++;
    else if (c === '}') braces--;
  }
  return out.join('');
}

/** Index just past the bracket that closes the one at `open` (strings skipped), or -1. */
function closeOf(text, open) {
  const pairs = { '(': ')', '[': ']', '{': '}', '<': '>' };
  const stack = [pairs[text[open]]];
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === stack.at(-1)) {
      stack.pop();
      if (!stack.length) return i + 1;
    } else if (pairs[c] && c !== '<') stack.push(pairs[c]);
  }
  return -1;
}

/** The methods called after `from` on the same chain (`.where(...).update(...)` -> where, update). */
function methodsAfter(text, from) {
  const names = [];
  let i = from;
  for (;;) {
    const m = /^\s*!?\s*\.\s*([A-Za-z_$][\w$]*)\s*/.exec(text.slice(i, i + 200));
    if (!m) return names;
    i += m[0].length;
    if (text[i] === '<') {
      const end = closeOf(text, i);
      if (end === -1) return names;
      i = end;
      while (/\s/.test(text[i])) i++;
    }
    if (text[i] !== '(') return names; // a property (`.fn`), not a call: the chain ends
    const end = closeOf(text, i);
    if (end === -1) return names;
    names.push(m[1]);
    i = end;
  }
}

/** The methods called before the `.` at `dot` on the same chain (`db.insert(x).into('t')` -> insert). */
function methodsBefore(text, dot) {
  const names = [];
  let i = dot - 1;
  for (;;) {
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] !== ')') return names;
    let depth = 0;
    for (; i >= 0; i--) {
      if (text[i] === ')') depth++;
      else if (text[i] === '(' && --depth === 0) break;
    }
    i--;
    while (i >= 0 && /\s/.test(text[i])) i--;
    const end = i + 1;
    while (i >= 0 && /[\w$]/.test(text[i])) i--;
    names.push(text.slice(i + 1, end));
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] !== '.') return names;
    i--;
  }
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** Top-level comma-separated parts of an argument or parameter list (without its brackets). */
function splitTopLevel(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < list.length && list[i] !== c; i++) if (list[i] === '\\') i++;
    } else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && list[i - 1] !== '=') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  if (list.slice(start).trim()) parts.push(list.slice(start));
  return parts.map((p) => p.trim());
}

const files = walk(SRC).map((file) => ({ file, rel: path.relative(SRC, file), owner: ownerOf(file), text: blankComments(fs.readFileSync(file, 'utf8')) }));

/** table -> owner -> places ("file:line how") */
const writers = new Map();
const unresolved = [];
/** Kernel functions writing a table handed in: name -> parameter index, with where. */
const tableParams = [];

function record(table, owner, place) {
  if (!writers.has(table)) writers.set(table, new Map());
  const byOwner = writers.get(table);
  if (!byOwner.has(owner)) byOwner.set(owner, []);
  byOwner.get(owner).push(place);
}

/** The function enclosing `index` and the position of parameter `name` in it, if it is one. */
function enclosingParam(text, index, name) {
  const heads = [...text.slice(0, index).matchAll(/(?:function\s+([\w$]+)\s*(?:<[^>(]*>)?\s*\(|(?:const|let)\s+([\w$]+)\s*=\s*(?:async\s*)?(?:<[^>(]*>)?\s*\()/g)];
  const head = heads.at(-1);
  if (!head) return undefined;
  const open = head.index + head[0].length - 1;
  const params = splitTopLevel(text.slice(open + 1, closeOf(text, open) - 1));
  const at = params.findIndex((p) => p.replace(/[?:].*$/s, '').trim() === name || new RegExp(`^\\{[^}]*\\b${name}\\b`).test(p));
  return at === -1 ? undefined : { fn: head[1] ?? head[2], at };
}

for (const { rel, owner, text } of files) {
  // Knex chains opened on a literal table: db('t'), trx<Row>('t as x').
  for (const m of text.matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*\s*(?:<[^<>()]*>)?\(\s*(['"`])([A-Za-z_][\w]*(?:\s+as\s+\w+)?)\1\s*\)/g)) {
    const table = tableOf(m[2]);
    if (!table) continue;
    const write = methodsAfter(text, m.index + m[0].length).find((name) => WRITE_METHODS.has(name));
    if (write) record(table, owner, `${rel}:${lineAt(text, m.index)} .${write}()`);
  }
  // Chains naming their table in .from('t') / .into('t') / .table('t'): the write may come before.
  for (const m of text.matchAll(/\.\s*(from|into|table)\s*\(\s*(['"`])([A-Za-z_][\w]*(?:\s+as\s+\w+)?)\2\s*\)/g)) {
    const table = tableOf(m[3]);
    if (!table) continue;
    const chain = [...methodsBefore(text, m.index), ...methodsAfter(text, m.index + m[0].length)];
    const write = chain.find((name) => WRITE_METHODS.has(name));
    if (write) record(table, owner, `${rel}:${lineAt(text, m.index)} .${m[1]}() .${write}()`);
  }
  // Raw SQL in any string.
  for (const m of text.matchAll(/\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?("?)([A-Za-z_][\w]*|\$\{)/gi)) {
    if (m[3] === '${') {
      unresolved.push({ rel, place: `${rel}:${lineAt(text, m.index)} raw ${m[1].toUpperCase()} \${...}` });
      continue;
    }
    const table = TABLES.has(m[3].toLowerCase()) ? m[3].toLowerCase() : undefined;
    if (table) record(table, owner, `${rel}:${lineAt(text, m.index)} raw ${m[1].replace(/\s+/g, ' ').toUpperCase()}`);
  }
  // Knex chains on a computed table: db(table), trx(spec.table).
  for (const m of text.matchAll(/(?<![.\w$])(db|trx|tx|knex|sp|savepoint|conn)\s*\(\s*([A-Za-z_$][\w$.]*)\s*\)/g)) {
    const write = methodsAfter(text, m.index + m[0].length).find((name) => WRITE_METHODS.has(name));
    if (!write) continue;
    const place = `${rel}:${lineAt(text, m.index)} ${m[1]}(${m[2]}).${write}()`;
    // A local constant: every table literal of its initialiser may be written.
    const local = [...text.slice(0, m.index).matchAll(new RegExp(`(?:const|let)\\s+${m[2].replace(/\$/g, '\\$')}\\s*=([^;\\n]+)`, 'g'))].at(-1);
    const literals = local ? [...local[1].matchAll(/(['"`])([A-Za-z_]\w*)\1/g)].map((x) => tableOf(x[2])).filter(Boolean) : [];
    if (literals.length) {
      for (const table of literals) record(table, owner, `${place} (${m[2]} = '${table}')`);
      continue;
    }
    const param = enclosingParam(text, m.index, m[2]);
    if (param) tableParams.push({ ...param, place });
    else unresolved.push({ rel, place });
  }
}

// Kernel functions that write the table they are handed: their callers' literal tables are the writes.
for (const { fn, at, place } of tableParams) {
  let found = 0;
  for (const { rel, owner, text } of files) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.]|function\\s)${fn}\\s*(?:<[^<>()]*>)?\\(`, 'g'))) {
      const open = m.index + m[0].length - 1;
      const arg = splitTopLevel(text.slice(open + 1, closeOf(text, open) - 1))[at];
      const literal = arg && /^(['"`])([A-Za-z_]\w*)\1$/.exec(arg);
      if (!arg || /^\w+\s*:/.test(arg)) continue; // the definition's own parameter list
      found++;
      const table = literal && tableOf(literal[2]);
      if (table) record(table, owner, `${rel}:${lineAt(text, m.index)} ${fn}(…'${literal[2]}'…) via ${place}`);
      else unresolved.push({ rel, place: `${rel}:${lineAt(text, m.index)} ${fn}(… ${arg} …) via ${place}` });
    }
  }
  if (!found) unresolved.push({ rel: place.split(':')[0], place: `${place} (no caller found)` });
}

// Report.
let failures = 0;
const tables = [...writers.keys()].sort();
const width = Math.max(...tables.map((t) => t.length));
for (const table of tables) {
  const byOwner = writers.get(table);
  const owners = [...byOwner.keys()].sort();
  const shared = owners.length > 1;
  const allowed = shared && SHARED_TABLES[table];
  if (shared && !allowed) failures++;
  console.log(`${shared && !allowed ? 'TWO WRITERS ' : ''}${table.padEnd(width)}  ${owners.join(', ')}${allowed ? `  (shared: ${allowed})` : ''}`);
  if (verbose || (shared && !allowed)) for (const owner of owners) for (const place of byOwner.get(owner)) console.log(`    ${owner}: ${place}`);
}
for (const { rel, place } of unresolved) {
  if (DYNAMIC_ALLOWED[rel]) {
    if (verbose) console.log(`computed table allowed in ${rel} (${DYNAMIC_ALLOWED[rel]}): ${place}`);
    continue;
  }
  failures++;
  console.log(`UNKNOWN TABLE  ${place}: name the table, or write through its owner's function`);
}
const unwritten = [...TABLES].filter((t) => !writers.has(t));
console.log(`table writers: ${tables.length} tables written, ${failures} problem(s)${unwritten.length ? `; never written in api/src: ${unwritten.sort().join(', ')}` : ''}`);
process.exit(failures ? 1 : 0);
