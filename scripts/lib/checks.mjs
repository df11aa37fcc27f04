// The static checks `npm test`, `npm run check` and `npm run typecheck` share. Each keeps its
// cache under node_modules/.cache, so a second run reads only what changed.

/**
 * TypeScript 7's native compiler (`@typescript/native`, about six times faster here), by path: the
 * `typescript` package stays 5.9 for the JavaScript API typescript-eslint, orval and
 * openapi-typescript need (7 has none yet), and as both bring a `tsc`, node_modules/.bin/tsc may
 * name either.
 */
export const tsc = 'node_modules/@typescript/native/bin/tsc';

/** One TypeScript program per part; api's test config covers its sources and its tests. */
const programs = [
  ['api', 'api/tsconfig.test.json'],
  ['web', 'web'],
  // The student app's service worker: a worker's globals (lib WebWorker), not a page's.
  ['web-service-worker', 'web/service-worker'],
  ['admin', 'admin'],
  ['store-portal', 'store-portal'],
  ['client', 'client'],
  ['sdk', 'sdk'],
  ['scripts', 'scripts'],
];

/** @param {string[]} [needs] */
export const typecheckSteps = (needs = []) =>
  programs.map(([name, project]) => ({
    name: `typecheck ${name}`,
    cmd: process.execPath,
    args: [tsc, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`],
    needs,
  }));

/** @param {string[]} [needs] */
export const lintStep = (needs = []) => ({
  name: 'lint',
  cmd: 'npx',
  args: ['eslint', '.', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'],
  needs,
});

/** The API's module rules (STYLE.md): no import cycle between modules, one writing module per table. */
export const moduleRuleSteps = (needs = []) => [
  { name: 'no cycle between API modules', cmd: process.execPath, args: ['scripts/checks/module-cycles.mjs'], needs, tail: 1 },
  { name: 'one writer per table', cmd: process.execPath, args: ['scripts/checks/table-writers.mjs'], needs, tail: 1 },
];
