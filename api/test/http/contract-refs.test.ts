// The validator is patched (patches/express-openapi-validator+*.patch) to compile each route's
// schemas without the contract's `paths`, which halves what ajv walks per compile (about 60 of the
// API tests' 210 CPU-seconds). That holds only while no $ref points into `paths`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contract = fs.readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8');

describe('the bundled contract', () => {
  it('refers only into components, never into paths', () => {
    const refs = [...contract.matchAll(/"\$ref":\s*"([^"]*)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/components/'))).toEqual([]);
  });
});
