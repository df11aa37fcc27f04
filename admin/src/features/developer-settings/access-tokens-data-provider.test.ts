// Developer Settings: the admin's personal access tokens over /api/tokens (the cookie session), the
// form's checks in the server's words, and the server's refusals placed under their fields.
import { describe, expect, it } from 'vitest';
import type { AccessToken } from '@thriftz/client/generated/model';
import { ApiError } from '../../lib/errors';
import { json, noContent, problem, stubFetch } from '../../test/fetch-stub';
import { accessTokensDataProvider, ACCESS_TOKENS_RESOURCE } from './access-tokens-data-provider';
import { checkTokenForm, emptyTokenForm, isExpired, serverTokenErrors, toggleScope } from './token-form-values';

const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

const TOKEN: AccessToken = {
  id: '0b9f0d6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Price sync script',
  scopes: ['read', 'admin'],
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `thz_${'a'.repeat(43)}`;

describe('the tokens’ calls', () => {
  it('lists every token in one call, with the cookie, keyed by id, and how many one may hold', async () => {
    const sent = stubFetch(json({ items: [TOKEN], limit: 20 }));
    const result = await accessTokensDataProvider.getList(ACCESS_TOKENS_RESOURCE, list);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/tokens', query: {}, credentials: 'same-origin' });
    expect(result).toEqual({ data: [TOKEN], total: 1, meta: { limit: 20 } });
  });

  it('creates with the name, scopes and expiry, and answers the secret to the caller', async () => {
    const sent = stubFetch(json({ ...TOKEN, token: SECRET }, 201));
    const input = { name: 'Price sync script', scopes: ['read', 'admin'], expiresInDays: 30 };
    const { data } = await accessTokensDataProvider.create(ACCESS_TOKENS_RESOURCE, { data: input });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/tokens', body: input, credentials: 'same-origin' });
    expect(data).toMatchObject({ id: TOKEN.id, token: SECRET });
  });

  it('revokes with DELETE /api/tokens/{id}', async () => {
    const sent = stubFetch(noContent());
    const { data } = await accessTokensDataProvider.delete(ACCESS_TOKENS_RESOURCE, { id: TOKEN.id, previousData: TOKEN });
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: `/api/tokens/${TOKEN.id}` });
    expect(data).toEqual(TOKEN);
  });

  it('a refusal reaches the page as an ApiError with its detail and field errors', async () => {
    const message = 'Name the token in 1 to 60 characters.';
    stubFetch(problem(400, 'Bad Request', message, [{ path: '/body/name', message }]));
    const error: unknown = await accessTokensDataProvider.create(ACCESS_TOKENS_RESOURCE, { data: { name: ' ', scopes: ['read'] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem.detail).toBe(message);
    expect(serverTokenErrors((error as ApiError).problem.errors)).toEqual({ name: message });
  });

  it('a failed load is an error, never an empty list', async () => {
    stubFetch(problem(503, 'Service Unavailable', 'Down for a moment'));
    await expect(accessTokensDataProvider.getList(ACCESS_TOKENS_RESOURCE, list)).rejects.toMatchObject({ status: 503 });
  });
});

describe('the create form', () => {
  it('starts with read, 30 days, and sends the trimmed name', () => {
    const { input, errors } = checkTokenForm({ ...emptyTokenForm(), name: '  CI deploy  ' });
    expect(errors).toEqual({});
    expect(input).toEqual({ name: 'CI deploy', scopes: ['read'], expiresInDays: 30 });
  });

  it('refuses what the server refuses, in its words, and sends nothing', () => {
    expect(checkTokenForm({ name: ' ', scopes: [], expiresInDays: '0' })).toEqual({
      errors: {
        name: 'Name the token in 1 to 60 characters.',
        scopes: 'Choose one or more scopes: read, write, admin or chat.',
        expiresInDays: 'The expiry must be a whole number of days from 1 to 365.',
      },
    });
    for (const days of ['366', '1.5', '', 'x']) expect(checkTokenForm({ name: 'A', scopes: ['read'], expiresInDays: days }).errors.expiresInDays).toBeDefined();
    expect(checkTokenForm({ name: 'x'.repeat(61), scopes: ['read'], expiresInDays: '30' }).errors.name).toBeDefined();
    expect(checkTokenForm({ name: 'x'.repeat(60), scopes: ['read'], expiresInDays: '365' }).input).toBeDefined();
  });

  it('places the server’s errors under their fields, a scope’s item under Scopes', () => {
    expect(
      serverTokenErrors([
        { path: '/body/scopes/2', message: 'Choose one or more scopes: read, write, admin or chat.' },
        { path: '/body/expiresInDays', message: 'The expiry must be a whole number of days from 1 to 365.' },
        { path: '/query/other', message: 'ignored' },
      ]),
    ).toEqual({
      scopes: 'Choose one or more scopes: read, write, admin or chat.',
      expiresInDays: 'The expiry must be a whole number of days from 1 to 365.',
    });
    expect(serverTokenErrors(undefined)).toEqual({});
  });

  it('keeps the scopes in the form’s order as they are ticked', () => {
    expect(toggleScope(['admin'], 'read', true)).toEqual(['read', 'admin']);
    expect(toggleScope(['read', 'admin'], 'read', false)).toEqual(['admin']);
  });

  it('flags a token as expired once its expiry has passed', () => {
    expect(isExpired(TOKEN, new Date('2026-12-20T09:59:59Z'))).toBe(false);
    expect(isExpired(TOKEN, new Date('2026-12-20T10:00:00Z'))).toBe(true);
  });
});
