/**
 * The top self-time functions of a V8 .cpuprofile (node --cpu-prof), and self time by package:
 * `tsx scripts/bench/cpu-top.ts file.cpuprofile [n]`. Used by profile.ts.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<pkg> (scoped too), our own file, or node's internals. */
function packageOf(url: string) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.includes('/api/dist/')) return 'thriftz api';
  if (url.startsWith('node:')) return 'node core';
  return url === '' ? '(vm)' : url.replace(/^file:\/\//, '');
}

export function topSelfTime(file: string, n = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const keyOf = (node: Node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/api\/dist\//, 'api/')}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'} ${where}`.trim();
  };
  for (const [id, us] of self) {
    const { url } = byId.get(id)!.callFrame;
    const key = keyOf(byId.get(id)!);
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const lines = [`total sampled ${(total / 1e6).toFixed(1)} s`, '', 'self %  function'];
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, n)) lines.push(`${pct(us)}  ${k}`);
  lines.push('', 'total % (self and callees; each sample counted once per function)');
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = keyOf(byId.get(at)!);
      if (!seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      }
    }
  }
  const boring = /^\((root|program|idle|garbage collector)\)|^processTicksAndRejections|^runMicrotasks|^listOnTimeout|^processTimers/;
  for (const [k, us] of [...inclusive].filter(([k]) => !boring.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n * 2)) lines.push(`${pct(us)}  ${k}`);
  lines.push('', 'self %  package');
  for (const [k, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, n)) lines.push(`${pct(us)}  ${k}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(topSelfTime(process.argv[2]!, Number(process.argv[3] ?? 25)));
}
