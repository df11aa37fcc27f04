import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createTestApp, linkIn, type TestApp, type TestUser } from '../support/test-app.js';

/**
 * A signed-in request reads its session and its student in one query (http/session.ts), with
 * nothing kept between requests: whatever another instance changes (a logout, the sessions a
 * password reset ends, an isAdmin flip, a deleted account) counts on the very next request.
 */
let t: TestApp;
/** A second API instance on the same database, as behind a load balancer. */
let other: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  other = createApp(t.deps);
});
afterAll(async () => {
  await other.chat.close();
  await t.close();
});

/** The session cookie of a fresh log-in on the first instance. */
async function signIn(user: Pick<TestUser, 'email' | 'password'>) {
  const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return String(res.headers['set-cookie']![0]).split(';')[0]!;
}
const onFirst = (path: string, cookie: string) => t.request().get(path).set('cookie', cookie);
const onOther = (path: string, cookie: string) => supertest(other.app).get(path).set('cookie', cookie);
const whoIs = async (cookie: string) => (await onOther('/api/auth/session', cookie).expect(200)).body.user as { id: string; isAdmin: boolean } | null;

/** Counts the statements the request sends through the session pool and through knex. */
async function statementsOf(run: () => Promise<unknown>) {
  const pool: string[] = [];
  const knex: string[] = [];
  const query = t.deps.pool.query.bind(t.deps.pool);
  t.deps.pool.query = ((text: unknown, ...rest: unknown[]) => {
    pool.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof t.deps.pool.query;
  const listener = (q: { sql: string }) => knex.push(q.sql);
  t.db.on('query', listener);
  try {
    await run();
  } finally {
    t.deps.pool.query = query;
    t.db.off('query', listener);
  }
  return { pool, knex };
}

describe('the session read', () => {
  it('reads the session and its student in one query and writes nothing back', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user);
    // The launch gate reads the live settings once, then keeps them until they change (db/cache-bus.ts): warm them first.
    await onFirst(`/api/users/${user.id}`, cookie).expect(200);
    const { pool: statements, knex } = await statementsOf(() => onFirst(`/api/users/${user.id}`, cookie).expect(200));
    // Beside it, the general rate limit's one counter upsert (http/rate-limits.ts), the request's only write.
    expect(statements.filter((sql) => /\brate_limits\b/.test(sql))).toHaveLength(1);
    const pool = statements.filter((sql) => !/\brate_limits\b/.test(sql));
    expect(pool).toHaveLength(1);
    expect(pool[0]).toMatch(/FROM sessions s LEFT JOIN users u/);
    // The profile and, beside it, the owner's current subscription (the subscriptions module's
    // read); no second read of the student, no touch of the session.
    expect(knex).toHaveLength(2);
    expect(knex.filter((sql) => /\bfrom "users"/i.test(sql))).toHaveLength(1);
    expect([...pool, ...knex].join('\n')).not.toMatch(/\b(UPDATE|INSERT)\b/i);
    expect((await onFirst('/api/auth/session', cookie).expect(200)).body.user).toMatchObject({ id: user.id, email: user.email, isAdmin: false, emailVerified: true });
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user);
    expect((await whoIs(cookie))?.id).toBe(user.id);
    await t.request().post('/api/auth/logout').set('cookie', cookie).set('origin', t.config.publicUrl).expect(204);
    expect(await whoIs(cookie)).toBeNull();
    await onOther('/api/wishlist', cookie).expect(401);
  });

  it('a password reset ends every other session (endSessionsOf) on every instance, at the next request', async () => {
    const user = await t.createUser();
    const [first, second] = [await signIn(user), await signIn(user)];
    expect((await whoIs(first))?.id).toBe(user.id);
    expect((await whoIs(second))?.id).toBe(user.id);

    await t.request().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const mail = (await t.outbox(user.email)).find((m) => m.template === 'password-reset')!;
    await t.request().post('/api/auth/password-reset/confirm').send({ token: linkIn(mail.textBody).token, password: 'brand-new' }).expect(200);

    expect(await whoIs(first)).toBeNull();
    expect((await onFirst('/api/auth/session', second).expect(200)).body.user).toBeNull();
  });

  it('an isAdmin flip counts on the next request, both ways, whichever instance serves it', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user);
    await onOther('/api/admin/users', cookie).expect(403);

    await t.db('users').where({ id: user.id }).update({ isAdmin: true });
    expect((await whoIs(cookie))?.isAdmin).toBe(true);
    await onOther('/api/admin/users', cookie).expect(200);
    await onFirst('/api/admin/users', cookie).expect(200);

    await t.db('users').where({ id: user.id }).update({ isAdmin: false });
    await onFirst('/api/admin/users', cookie).expect(403);
    await onOther('/api/admin/users', cookie).expect(403);
    expect((await whoIs(cookie))?.isAdmin).toBe(false);
  });

  it('a deleted account is signed out at the next request, even with its session row left behind', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user);
    await onOther(`/api/wishlist`, cookie).expect(200);

    await t.db('users').where({ id: user.id }).delete();
    expect(await t.db('sessions').whereRaw(`sess->'passport'->>'user' = ?`, [user.id]).first()).toBeDefined();
    expect(await whoIs(cookie)).toBeNull();
    await onFirst('/api/wishlist', cookie).expect(401);
  });

  it('a session whose student id is not a uuid reads as signed out, not as an error', async () => {
    const user = await t.createUser();
    const cookie = await signIn(user);
    await t.db.raw(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{passport,user}', '"not-a-uuid"')::json WHERE sess->'passport'->>'user' = ?`, [user.id]);
    expect(await whoIs(cookie)).toBeNull();
  });
});
