import { defineConfig } from 'orval';

// Everything orval reads and writes sits under this root: the repository, or the scratch folder
// `scripts/gen.ts --out` regenerates into for the freshness check (it mirrors the repository).
const root = process.env.THRIFTZ_GEN_OUT ?? '.';

const input = { target: `${root}/api/generated/openapi.json` };

// One fetcher for every app (client/src/fetcher.ts). Each client is split by OpenAPI tag, so
// `features/<tag>` imports `generated/<tag>/<tag>` and a page loads only the tags it calls.
const output = (dir: string, packageJson: string) => ({
  mode: 'tags-split' as const,
  target: `${root}/${dir}/endpoints.ts`,
  schemas: `${root}/${dir}/model`,
  client: 'react-query' as const,
  httpClient: 'fetch' as const,
  // orval reads the react-query version from here to type the hooks' options for v5.
  packageJson,
  clean: true,
  prettier: false,
  override: {
    mutator: { path: `${root}/client/src/fetcher.ts`, name: 'apiFetch' },
    fetch: { includeHttpResponseReturnType: false },
    // orval 7.13's fetch client passes the AbortSignal where RequestInit belongs: leave it out.
    query: { signal: false },
  },
});

export default defineConfig({
  // The client the three apps share (@thriftz/client/generated/<tag>/<tag>): every tag; an app's
  // bundle holds only the tags it imports.
  client: { input, output: output('client/src/generated', './client/package.json') },
});
