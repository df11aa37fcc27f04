import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// web/: imports flow one way, app → features → shared (ui/, lib/, and the API client @thriftz/client),
// and no feature imports another (STYLE.md: one direction of imports). A new feature folder is
// covered as it lands.
const WEB = './web/src';
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIsolation = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the part to ui/ or lib/, or let app/ compose the two.',
}));
const sharedStaysShared = {
  target: [`${WEB}/ui`, `${WEB}/lib`],
  from: [`${WEB}/features`, `${WEB}/app`],
  message: 'ui/ and lib/ are shared: they import no feature and not the app.',
};
const featuresBelowApp = {
  target: `${WEB}/features`,
  from: `${WEB}/app`,
  message: 'A feature never imports the app layer; the app composes features.',
};
const WEB_TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'];

// store-portal/ and admin/: the same one-way rule (app → features → ui/, lib/, and
// @thriftz/client), and no feature imports another. The portal's shared layer may also use web/'s UI
// kit (@web/ui, @web/lib), which imports neither; admin/'s app layer (app/: shell, gate, layout, auth
// and the combined data provider) is the one place that knows every feature.
const oneWayZones = (root) => [
  ...readdirSync(`${root}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${root}/features/${entry.name}`,
      from: `${root}/features`,
      except: [`./${entry.name}`],
      message: 'A feature never imports another feature: move the part to ui/ or lib/, or let app/ compose the two.',
    })),
  {
    target: [`${root}/ui`, `${root}/lib`, `${root}/api`],
    from: [`${root}/features`, `${root}/app`],
    message: 'ui/, lib/ and api/ are shared: they import no feature and not the app.',
  },
  { target: `${root}/features`, from: `${root}/app`, message: 'A feature never imports the app layer; the app composes features.' },
];
const PORTAL = './store-portal/src';
const portalZones = oneWayZones(PORTAL);
const PORTAL_TESTS = ['store-portal/src/**/*.test.{ts,tsx}', 'store-portal/src/test/**'];
const ADMIN = './admin/src';
const adminZones = oneWayZones(ADMIN);
const ADMIN_TESTS = ['admin/src/**/*.test.{ts,tsx}', 'admin/src/test/**'];

// client/ (@thriftz/client): the fetcher and the generated client every app imports, from any layer.
// It sits below all three apps and imports none of them.
const clientImportsNoApp = [
  {
    target: './client',
    from: ['./web', './admin', './store-portal'],
    message: 'client/ is the API client every app shares: it imports no app.',
  },
];

// api/: a module reaches another only through its index.ts; http/, db/ and the posts kernel import
// no module; the app layer (app.ts, main.ts, runtime.ts, jobs/, ws/) reaches modules only through
// their index.ts too (STYLE.md: one direction of imports). A new module folder is covered as it lands.
const API = './api/src';
const apiModules = readdirSync(`${API}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexes = (modules) => modules.map((module) => `./${module}/index.ts`);
const apiBoundaries = [
  ...apiModules.map((module) => ({
    target: `${API}/modules/${module}`,
    from: `${API}/modules`,
    except: [`./${module}`, ...moduleIndexes(apiModules.filter((other) => other !== module))],
    message: 'A module reaches another only through its index.ts: export what is needed there.',
  })),
  {
    target: [`${API}/app.ts`, `${API}/main.ts`, `${API}/runtime.ts`, `${API}/jobs`, `${API}/ws`],
    from: `${API}/modules`,
    except: moduleIndexes(apiModules),
    message: 'The app layer reaches a module only through its index.ts.',
  },
  {
    target: [`${API}/http`, `${API}/db`, `${API}/posts`],
    from: `${API}/modules`,
    message: 'http/, db/ and posts/ sit below the modules and import none: let the module (or app.ts) hand them what they need.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', '**/generated/', 'data/', 'test-results/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'store-portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureIsolation, sharedStaysShared, featuresBelowApp] }],
    },
  },
  {
    // A test renders its page the way the app does (e.g. with app/post-slots), so it may import
    // app/; it still may not reach into another feature.
    files: WEB_TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureIsolation, sharedStaysShared] }],
    },
  },
  {
    files: ['store-portal/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: portalZones }] },
  },
  {
    // A test renders the whole portal (test/render.tsx uses app/); it still may not reach into another feature.
    files: PORTAL_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: portalZones.filter((zone) => zone.from !== `${PORTAL}/app`) }] },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: adminZones }] },
  },
  {
    // A data provider's test may stand the combined provider up (app/data-provider); it still may not reach into another feature.
    files: ADMIN_TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: adminZones.filter((zone) => zone.from !== `${ADMIN}/app`) }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: clientImportsNoApp }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'store-portal/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Small files: a file past 250 lines of code is a sign it does two jobs (generated code is ignored above).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    // The API imports its TypeScript files by their .js names (NodeNext).
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiBoundaries }],
    },
  },
);
