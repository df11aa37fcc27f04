// Issue 28: the third parties' documentation is real. The curl session of /api/docs/getting-started
// (read from the served page and run by scripts/docs/getting-started-session.ts) and the SDK's
// example (sdk/examples/search-and-create.ts) run against the app on a real port, as a third
// party's machine would call it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDataDir } from '../listings/fixtures.js';
import { listen } from '../support/listening.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { makeToken } from '../tokens/fixtures.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = scratchDataDir();
let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  server = await listen(t);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** A TypeScript file of the repository run by Node (with tsx), as `npx tsx <file>` does. */
async function runTs(file: string, env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      timeout: 45_000,
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr, code } = error as { stdout?: string; stderr?: string; code?: number };
    throw new Error(`${file} failed (exit ${code}):\n${stdout}\n${stderr}`);
  }
}

describe('the getting-started page', () => {
  it('is served beside the reference, linked from it, with nothing from elsewhere', async () => {
    const docs = await t.request().get('/api/docs').expect(200);
    expect(docs.text).toContain('<a href="/api/docs/getting-started">Getting started</a>');
    const res = await t.request().get('/api/docs/getting-started').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.text).not.toMatch(/<script|src="https?:|<link/);
    for (const heading of ['Create a token', 'Search listings', 'Create a listing with a picture', 'Page through results', 'Read errors', 'Respect the limits']) {
      expect(res.text).toContain(heading);
    }
  });

  it("runs its curl session as written: token, search, picture and listing, pages, a problem, the limits' headers, revocation", async () => {
    const student = await t.createUser();
    const stdout = await runTs('scripts/docs/getting-started-session.ts', { BASE: base, EMAIL: student.email, PASSWORD: student.password });
    expect(stdout).toContain('✔ HTTP 200, 201 (expected 200 201)');
    expect(stdout).toContain('✔ HTTP 201, 201 (expected 201 201)');
    expect(stdout).toContain('✔ HTTP 400 (expected 400)');
    expect(stdout).toContain('✔ HTTP 204, 401 (expected 204 401)');
    expect(stdout).toMatch(/✔ 8 steps of .* ran as the page says\./);
    // What the session did is there: the listing with its picture; the token is gone.
    const listing = await t.db('listings').where({ sellerId: student.id }).first();
    expect(listing).toMatchObject({ title: 'Study desk lamp', price: 450 });
    expect(await t.db('images').where({ listingId: listing.id })).toHaveLength(1);
    expect(await t.db('access_tokens').where({ userId: student.id })).toEqual([]);
  });
});

describe('the SDK', () => {
  it('runs its example: search, upload, create, pages and a problem', async () => {
    const student = await t.createUser();
    const { secret } = await makeToken(await t.loginAs(student), ['read', 'write']);
    const stdout = await runTs('sdk/examples/search-and-create.ts', { THRIFTZ_BASE_URL: base, THRIFTZ_TOKEN: secret });
    expect(stdout).toMatch(/^Searched for "lamp": \d+ listing\(s\) for sale/m);
    expect(stdout).toMatch(/^Uploaded a picture: [0-9a-f-]{36} /m);
    expect(stdout).toMatch(/^Created listing "Study desk lamp" \([0-9a-f-]{36}, slug study-desk-lamp[\w-]*\) at ₹450\.$/m);
    expect(stdout).toMatch(/^Page 1: \d+ listing\(s\)/m);
    expect(stdout).toMatch(/^Refused as expected: 400 invalid-input: .*\/body\/description/m);
    expect(await t.db('listings').where({ sellerId: student.id, title: 'Study desk lamp' })).toHaveLength(1);
  });
});
