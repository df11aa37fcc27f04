import { defineConfig } from 'orval';

// Everything orval reads and writes sits under this root: the repository, or the scratch folder
// `scripts/gen.ts --out` regenerates into for the freshness check (it mirrors the repository).
const root = process.env.THRIFTZ_GEN_OUT ?? '.';

const input = { target: `${root}/api/generated/openapi.json` };

// One generated client per app, split by OpenAPI tag so `features/<tag>` imports `generated/<tag>`.
const output = (app: 'web' | 'admin' | 'store-portal') => ({
  mode: 'tags-split' as const,
  target: `${root}/${app}/src/api/generated/endpoints.ts`,
  schemas: `${root}/${app}/src/api/generated/model`,
  client: 'react-query' as const,
  httpClient: 'fetch' as const,
  // orval reads the react-query version from here to type the hooks' options for v5.
  packageJson: `./${app}/package.json`,
  clean: true,
  prettier: false,
  override: {
    mutator: { path: `${root}/${app}/src/api/fetcher.ts`, name: 'apiFetch' },
    fetch: { includeHttpResponseReturnType: false },
    // orval 7.13's fetch client passes the AbortSignal where RequestInit belongs: leave it out.
    query: { signal: false },
  },
});

export default defineConfig({
  web: { input, output: output('web') },
  admin: { input, output: output('admin') },
  // The owner portal calls only its own routes and the order e-mails: its client holds those tags.
  'store-portal': {
    input: { ...input, filters: { tags: ['store-portal', 'store-products', 'orders', 'email'] } },
    output: output('store-portal'),
  },
});
