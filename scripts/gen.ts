/**
 * Regenerates everything derived from openapi/: the bundled contract the API validates against,
 * the API's TypeScript types, and the orval clients of web/, admin/ and store-portal/.
 */
import { execFileSync } from 'node:child_process';

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit' });

run('npx', ['redocly', 'bundle', 'openapi/openapi.yaml', '-o', 'api/generated/openapi.json']);
run('npx', ['tsx', 'scripts/bundle-chat-events.ts']);
run('npx', ['openapi-typescript', 'api/generated/openapi.json', '-o', 'api/generated/openapi.d.ts']);
run('npx', ['orval', '--config', 'orval.config.ts']);
