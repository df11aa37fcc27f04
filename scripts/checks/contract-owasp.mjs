#!/usr/bin/env node
// `npm run lint:owasp`: the contract against the OWASP API Security ruleset (2023 rules of
// @stoplight/spectral-owasp-ruleset, as openapi/.spectral.yaml extends and overrides it). Fails on
// any error and on more than MAX_WARNINGS warnings; prints the findings by rule. Each finding the
// ruleset lets through is explained in openapi/.spectral.yaml (issue 28).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

const MAX_WARNINGS = 100;
const severities = ['error', 'warning', 'info', 'hint'];
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-owasp-')), 'findings.json');
const bin = path.join(root, 'node_modules/.bin/spectral');
const run = spawnSync(bin, ['lint', 'openapi/openapi.yaml', '--ruleset', 'openapi/.spectral.yaml', '--format', 'json', '--output', out, '--fail-severity', 'hint', '--quiet'], {
  cwd: root,
  encoding: 'utf8',
});
if (!fs.existsSync(out)) {
  console.error(`✖ spectral did not run (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  process.exit(1);
}
/** @type {{ code: string, severity: number, message: string, source?: string, path: string[], range: { start: { line: number } } }[]} */
const findings = JSON.parse(fs.readFileSync(out, 'utf8'));
fs.rmSync(path.dirname(out), { recursive: true, force: true });

const bySeverity = [0, 0, 0, 0];
const byRule = new Map();
for (const f of findings) {
  bySeverity[f.severity] += 1;
  const key = `${severities[f.severity]} ${f.code}`;
  byRule.set(key, (byRule.get(key) ?? 0) + 1);
}
for (const [key, count] of [...byRule].sort()) console.log(`${String(count).padStart(5)}  ${key}`);
const where = (f) => `${path.relative(root, f.source ?? 'openapi/openapi.yaml')}:${f.range.start.line + 1} ${f.path.join('.')}`;
for (const f of findings.filter((f) => f.severity === 0)) console.error(`✖ ${f.code}: ${f.message}\n    at ${where(f)}`);
console.log(`${bySeverity[0]} errors, ${bySeverity[1]} warnings (at most ${MAX_WARNINGS}), ${bySeverity[2]} explained in openapi/.spectral.yaml (info)`);
if (bySeverity[0] > 0 || bySeverity[1] > MAX_WARNINGS) {
  if (bySeverity[1] > MAX_WARNINGS) for (const f of findings.filter((f) => f.severity === 1)) console.error(`⚠ ${f.code}: ${where(f)}`);
  console.error('✖ The contract breaks the OWASP API Security rules: fix the contract, or explain the finding in openapi/.spectral.yaml.');
  process.exit(1);
}
