import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOpenBeforeLaunch, launchRoutes, type Contract } from '../../src/http/launch-gate.js';

const contract = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as Contract & {
  paths: Record<string, Record<string, Parameters<typeof isOpenBeforeLaunch>[1] & { operationId?: string; responses?: Record<string, { $ref?: string }> }>>;
};

const operations = Object.entries(contract.paths).flatMap(([p, item]) =>
  Object.entries(item)
    .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
    .map(([method, op]) => ({ method, path: p, op })),
);

describe('the launch gate and the contract', () => {
  it('has every operation either open before the launch or documenting the 503 it gets', () => {
    const forgotten = operations
      .filter(({ op }) => !isOpenBeforeLaunch(contract, op) && op.responses?.['503']?.$ref !== '#/components/responses/NotLaunched')
      .map(({ method, path: p }) => `${method.toUpperCase()} ${p}`);
    expect(forgotten, 'add x-open-before-launch or a 503 NotLaunched response').toEqual([]);
  });

  it('keeps sign-up, the settings, early access, the store portal, images and the back office open', () => {
    const isOpen = launchRoutes(contract);
    for (const [method, p] of [
      ['POST', '/api/auth/signup'],
      ['GET', '/api/auth/session'],
      ['POST', '/api/auth/verify-email'],
      ['POST', '/api/auth/password-reset/confirm'],
      ['GET', '/api/settings/public'],
      ['GET', '/api/early-access/counter'],
      ['POST', '/api/auto-subscription/assign'],
      ['POST', '/api/email/registration-welcome'],
      ['GET', '/api/store-portal/orders'],
      ['GET', '/api/images/0b3c5a4e-8a7e-4a7c-9a0e-1c1e1c1e1c1e/card'],
      ['GET', '/api/notifications/active'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/recruitment/applications'],
      ['GET', '/api/health'],
    ]) {
      expect(isOpen(method!, p!), `${method} ${p}`).toBe(true);
    }
    for (const [method, p] of [
      ['GET', '/api/listings'],
      ['GET', '/api/listings/mine'],
      ['HEAD', '/api/listings/0b3c5a4e-8a7e-4a7c-9a0e-1c1e1c1e1c1e'],
      ['POST', '/api/orders'],
      ['GET', '/api/stores'],
    ]) {
      expect(isOpen(method!, p!), `${method} ${p}`).toBe(false);
    }
    expect(isOpen('GET', '/api/no-such-thing')).toBeUndefined();
  });

  it("answers every documented call as the contract's first matching operation does, in any letter case", () => {
    const isOpen = launchRoutes(contract);
    const literal = operations.filter(({ path: p }) => !p.includes('{'));
    for (const { method, path: template, op } of operations) {
      const concrete = template.replace(/\{[^}]+\}/g, 'x1');
      // A literal path of the contract wins over a template it also fits (/api/listings/mine).
      const first = literal.find((o) => o.method === method && o.path.toLowerCase() === concrete.toLowerCase()) ?? operations.find(
        (o) => o.method === method && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i').test(concrete),
      );
      const expected = isOpenBeforeLaunch(contract, first?.op ?? op);
      expect(isOpen(method, concrete), `${method} ${concrete}`).toBe(expected);
      expect(isOpen(method.toUpperCase(), concrete.toUpperCase()), `${method} ${concrete} upper`).toBe(expected);
    }
  });
});
