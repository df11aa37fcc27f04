#!/usr/bin/env node
// Modules that keep one direction (STYLE.md): no API module may reach, through value imports,
// a module that reaches it back. A cycle means neither module can be understood, tested or
// changed without the other, and it is how "one module at a time" quietly stops being true.
// ESLint's zones keep imports going through a module's index.ts; this check keeps the graph
// those imports make acyclic.
//
// Usage: node scripts/checks/module-cycles.mjs [DIR]   (DIR defaults to api/src/modules)
//   DIR holds one folder per module. Prints each group of modules that reach one another, then,
//   for every import between two of them, the shortest cycle it lies on as a chain of imports
//   (file and line of each; removing any one breaks that cycle, and the last, marked, is the one
//   that leads back to where the chain starts); the last line is
//   "module cycles: N (M modules in cycles)". Exits 1 when N > 0.
//
// Counted: `import ... from` and `export ... from` of another module folder, and `import('...')`.
// Not counted: `import type` / `export type` and imports whose every name is `type X`: TypeScript
// erases them (no verbatimModuleSyntax here), so they order nothing at run time. Test files are
// skipped: a test may import whatever it checks.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../api/src/modules'));
const modules = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory());

const sourceFiles = (folder) =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name) ? [full] : [];
  });

/** True when every imported name is `type X` (`import { type A, type B } from`): erased. */
const onlyTypes = (clause) => {
  const names = /^\{([^}]*)\}$/.exec(clause.trim());
  return !!names && names[1].split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
};

/** module -> module it imports -> the first import that does it ({ file, line, text }). */
const edges = new Map(modules.map((m) => [m, new Map()]));
for (const from of modules) {
  for (const file of sourceFiles(path.join(dir, from))) {
    const src = fs.readFileSync(file, 'utf8');
    const imports = [
      ...src.matchAll(/^[ \t]*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm),
      ...src.matchAll(/\bimport\(\s*()()['"]([^'"]+)['"]\s*\)/g),
    ];
    for (const m of imports) {
      const [text, typeOnly, clause, specifier] = m;
      if (typeOnly || onlyTypes(clause) || !specifier.startsWith('.')) continue;
      const target = path.relative(dir, path.resolve(path.dirname(file), specifier)).split(path.sep);
      const to = target[0];
      if (target.length < 2 || to === '..' || to === from || !edges.has(to)) continue;
      if (!edges.get(from).has(to)) {
        const line = src.slice(0, m.index).split('\n').length;
        edges.get(from).set(to, { file: path.relative(process.cwd(), file), line, text: text.trim().replace(/\s+/g, ' ') });
      }
    }
  }
}

// Strongly connected components (Tarjan): each with more than one module holds at least one cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
function connect(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v).keys()) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const m of modules) if (!index.has(m)) connect(m);

/** The shortest way from `start` back to itself inside the component (breadth first). */
function shortestCycle(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of edges.get(v).keys()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const chain = [v];
        for (let p = previous.get(v); p !== null; p = previous.get(p)) chain.unshift(p);
        return chain;
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}

// Every edge inside a component lies on some cycle; listing one shortest cycle per edge shows each
// import that would have to go, without listing every one of the (exponentially many) cycles.
for (const component of components) {
  const members = new Set(component);
  console.log(`cycle among ${component.length} modules: ${component.join(', ')}`);
  const shown = new Set();
  for (const from of component) {
    for (const to of edges.get(from).keys()) {
      if (!members.has(to) || shown.has(`${from}>${to}`)) continue;
      // The cycle through this edge: from -> to, then the shortest way from `to` back to `from`.
      const back = shortestCycle(to, members);
      const rotate = back.indexOf(from);
      const chain = rotate === -1 ? [from, ...pathBetween(to, from, members)] : [...back.slice(rotate), ...back.slice(0, rotate)];
      if (chain.length < 2) continue;
      chain.forEach((m, i) => shown.add(`${m}>${chain[(i + 1) % chain.length]}`));
      console.log(`  ${[...chain, chain[0]].join(' -> ')}`);
      chain.forEach((m, i) => {
        const next = chain[(i + 1) % chain.length];
        const how = edges.get(m).get(next);
        const closes = i === chain.length - 1 ? '   <- closes the cycle' : '';
        console.log(`    ${m} -> ${next}: ${how.file}:${how.line}  ${how.text}${closes}`);
      });
    }
  }
}

/** The shortest chain of modules from `a` to `b` (both included, b last omitted) inside the component. */
function pathBetween(a, b, members) {
  const previous = new Map([[a, null]]);
  const queue = [a];
  while (queue.length) {
    const v = queue.shift();
    if (v === b) break;
    for (const w of edges.get(v).keys()) {
      if (members.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  const chain = [];
  for (let p = previous.get(b); p !== null && p !== undefined; p = previous.get(p)) chain.unshift(p);
  return chain;
}

const inCycles = components.reduce((sum, c) => sum + c.length, 0);
console.log(`module cycles: ${components.length} (${inCycles} modules in cycles)`);
process.exit(components.length ? 1 : 0);
