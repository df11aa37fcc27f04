#!/usr/bin/env node
// `npm run check`: the quick loop while working. Type checks and lint (both incremental: only what
// changed is read again) beside the tests that belong to what the working tree changed against
// HEAD: a changed test file, the tests of a changed API module (api/test/<module>), and the tests
// beside a changed app file. `npm test` still runs everything before a change lands.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { lintStep, moduleRuleSteps, typecheckSteps } from './lib/checks.mjs';
import { runSteps } from './lib/steps.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')])];

const isTest = (file) => /\.test\.tsx?$/.test(file);
const exists = (rel) => fs.existsSync(path.join(root, rel));
const testsBeside = (file) =>
  fs
    .readdirSync(path.join(root, path.dirname(file)))
    .filter(isTest)
    .map((name) => path.join(path.dirname(file), name));

/** The test files and folders that speak for one changed file. */
function testsFor(file) {
  if (!exists(file)) return [];
  if (isTest(file)) return [file];
  const api = /^api\/src\/(?:modules\/)?([^/]+)\//.exec(file);
  if (api) return exists(`api/test/${api[1]}`) ? [`api/test/${api[1]}`] : [];
  if (/^(web|admin|store-portal)\/src\//.test(file)) return testsBeside(file);
  return [];
}
const tests = [...new Set(changed.flatMap(testsFor))].sort();

console.log(
  tests.length
    ? `Tests for ${changed.length} changed file(s): ${tests.join(', ')}`
    : `No tests belong to the ${changed.length} changed file(s); type checks and lint only.`,
);

await runSteps(
  [
    ...(tests.length ? [{ name: 'tests of the change', cmd: 'npx', args: ['vitest', 'run', ...tests], tail: 4 }] : []),
    ...moduleRuleSteps(),
    ...typecheckSteps(),
    lintStep(),
  ],
  { maxParallel: 3 },
);
