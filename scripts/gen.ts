/**
 * Regenerates everything derived from openapi/: the bundled contract the API validates against,
 * the API's TypeScript types (also the types of the third parties' SDK, sdk/), and the orval
 * clients of the apps.
 *
 * `--out DIR` writes the same files under DIR (mirroring the repository's paths) and leaves the
 * working tree alone: the freshness check in `npm test` compares that with what is checked out.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? '.');
const at = (file: string) => path.join(out, file);
// orval.config.ts reads the same root, so its targets, inputs and mutators mirror the repository's.
process.env.THRIFTZ_GEN_OUT = out;

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit' });

if (values.out) {
  // orval imports each app's mutator by a path relative to the generated files: give it a copy at
  // the mirrored place, so the imports it writes are the ones it writes in the repository.
  const { default: config } = (await import(pathToFileURL(path.resolve('orval.config.ts')).href)) as { default: Record<string, { output: { override: { mutator: { path: string } } } }> };
  for (const project of Object.values(config)) {
    const mirrored = path.resolve(project.output.override.mutator.path);
    const source = path.resolve(path.relative(out, mirrored));
    fs.mkdirSync(path.dirname(mirrored), { recursive: true });
    fs.copyFileSync(source, mirrored);
  }
}

fs.mkdirSync(at('api/generated'), { recursive: true });
run('npx', ['redocly', 'bundle', 'openapi/openapi.yaml', '-o', at('api/generated/openapi.json')]);
run('npx', ['tsx', 'scripts/bundle-chat-events.ts', at('api/generated/chat-events.json')]);
run('npx', ['openapi-typescript', at('api/generated/openapi.json'), '-o', at('api/generated/openapi.d.ts')]);
// The SDK (@thriftz/sdk) is published on its own, so it carries its own copy of the same types.
fs.mkdirSync(at('sdk/src/generated'), { recursive: true });
fs.copyFileSync(at('api/generated/openapi.d.ts'), at('sdk/src/generated/openapi.d.ts'));
run('npx', ['orval', '--config', 'orval.config.ts']);
