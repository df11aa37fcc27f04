/**
 * The freshness check: regenerates everything `npm run gen` writes into a scratch folder and
 * compares it with the working tree. Uncommitted but correct regeneration passes; a generated file
 * that differs from what the contract gives, is missing, or is left over from an old contract
 * fails. Nothing in the working tree is touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-gen-'));

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

/** The nearest `generated` folder holding a file: what orval or the bundler owns outright. */
const generatedFolder = (rel: string) => {
  const parts = rel.split(path.sep);
  const at = parts.lastIndexOf('generated');
  return at < 0 ? undefined : parts.slice(0, at + 1).join(path.sep);
};

try {
  execFileSync('npx', ['tsx', 'scripts/gen.ts', '--out', scratch], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

  const fresh = filesUnder(scratch).map((file) => path.relative(scratch, file)).filter((rel) => generatedFolder(rel));
  const folders = new Set(fresh.map((rel) => generatedFolder(rel)!));
  const problems: string[] = [];
  for (const rel of fresh) {
    const mine = path.join(root, rel);
    if (!fs.existsSync(mine)) problems.push(`missing   ${rel}`);
    else if (!fs.readFileSync(mine).equals(fs.readFileSync(path.join(scratch, rel)))) problems.push(`stale     ${rel}`);
  }
  const expected = new Set(fresh);
  for (const folder of folders) {
    for (const file of filesUnder(path.join(root, folder))) {
      const rel = path.relative(root, file);
      if (!expected.has(rel)) problems.push(`left over ${rel}`);
    }
  }

  if (problems.length) {
    console.error(`✖ ${problems.length} generated file(s) differ from what the contract gives; run \`npm run gen\` and commit:`);
    for (const line of problems.slice(0, 30)) console.error(`  ${line}`);
    if (problems.length > 30) console.error(`  … and ${problems.length - 30} more`);
    process.exitCode = 1;
  } else {
    console.log(`Generated code is fresh: ${fresh.length} files in ${[...folders].sort().join(', ')}.`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
